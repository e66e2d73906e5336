import { Router } from "express";
import { privacySettingsSchema } from "@shared/schema/audit-forms";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { auditor } from "../audit/actor";
import { getPrivacySettings, updatePrivacySettings } from "./privacy.service";

export function privacyRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get("/admin/privacy", requireAdmin, async (_req, res) => {
    res.json(await getPrivacySettings(db));
  });
  router.put("/admin/privacy", requireAdmin, async (req, res) => {
    const input = parse(privacySettingsSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "privacy-settings", id: 1 }, (tx) =>
        updatePrivacySettings(tx, input),
      ),
    );
  });
  return router;
}
