import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { requireAdmin } from "../../middleware/require-admin";
import { attentionCounts, markApplicationsSeen } from "./attention.service";
import { overviewCharts } from "./overview.service";

// Sessions from before accounts carried an id cannot have a mark of their own: sign in again.
function adminId(req: Request): string {
  if (!req.session.userId) throw new AppError("unauthorized", "يجب تسجيل الدخول كمسؤول");
  return req.session.userId;
}

/** Mounted at /api/admin: what needs the signed-in administrator's attention. */
export function attentionRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get("/attention", requireAdmin, async (req, res) => {
    res.json(await attentionCounts(db, adminId(req)));
  });
  router.put("/attention/applications-seen", requireAdmin, async (req, res) => {
    await markApplicationsSeen(db, adminId(req));
    // Opening a list changes nothing visitors see: keep the public caches.
    res.locals.publicContentUnchanged = true;
    res.json(await attentionCounts(db, adminId(req)));
  });
  router.get("/overview", requireAdmin, async (_req, res) => {
    res.json(await overviewCharts(db));
  });
  return router;
}
