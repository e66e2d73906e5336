import { Router } from "express";
import { updateSiteSettingsSchema } from "@shared/schema/settings-forms";
import type { AppDeps } from "../../app";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { getSiteSettings, updateSiteSettings } from "./site-settings.service";

export function siteSettingsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res.json(await getSiteSettings(db));
  });

  router.put("/", requireAdmin, async (req, res) => {
    res.json(await updateSiteSettings(db, parse(updateSiteSettingsSchema, req.body)));
  });

  return router;
}
