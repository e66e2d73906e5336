import { Router } from "express";
import { updateSiteSettingsSchema } from "@shared/schema/settings-forms";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { getSiteSettings, updateSiteSettings } from "./site-settings.service";
import { auditor } from "../audit/actor";

export function siteSettingsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res.json(await getSiteSettings(db));
  });

  router.put("/", requireAdmin, async (req, res) => {
    const input = parse(updateSiteSettingsSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "site-settings", id: 1 }, (tx) =>
        updateSiteSettings(tx, input),
      ),
    );
  });

  return router;
}
