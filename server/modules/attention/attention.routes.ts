import { Router } from "express";
import type { AppDeps } from "../../deps";
import { requireAdmin, signedIn } from "../../middleware/require-admin";
import { attentionCounts, markApplicationsSeen } from "./attention.service";
import { overviewCharts } from "./overview.service";

/** Mounted at /api/admin: what needs the signed-in administrator's attention. */
export function attentionRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get("/attention", requireAdmin, async (req, res) => {
    res.json(await attentionCounts(db, signedIn(req).id));
  });
  router.put("/attention/applications-seen", requireAdmin, async (req, res) => {
    await markApplicationsSeen(db, signedIn(req).id);
    // Opening a list changes nothing visitors see: keep the public caches.
    res.locals.publicContentUnchanged = true;
    res.json(await attentionCounts(db, signedIn(req).id));
  });
  router.get("/overview", requireAdmin, async (_req, res) => {
    res.json(await overviewCharts(db));
  });
  return router;
}
