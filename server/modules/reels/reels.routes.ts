import { randomUUID } from "node:crypto";
import { Router, type RequestHandler } from "express";
import { reelVisibilitySchema, submitReelSchema } from "@shared/schema/reels-forms";
import { detectVideoPlatform } from "@shared/video";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { honeypot } from "../../middleware/honeypot";
import { submissionLimit } from "../../middleware/rate-limit";
import { requireAdmin } from "../../middleware/require-admin";
import { approveReel, deleteReel, listApprovedReels, listReels, setReelActive, submitReel } from "./reels.service";

const NOT_FOUND = "الريل غير موجود";

// A bot that filled the honeypot gets the shape of a real answer; nothing is stored.
const reelHoneypot: RequestHandler = (req, res, next) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const videoUrl = typeof body.videoUrl === "string" ? body.videoUrl.trim() : "";
  return honeypot(() => ({
    id: randomUUID(),
    customerName: typeof body.customerName === "string" ? body.customerName.trim() : "",
    videoUrl,
    videoPlatform: detectVideoPlatform(videoUrl),
    approved: false,
    isActive: true,
    createdAt: new Date().toISOString(),
  }))(req, res, next);
};

export function reelsRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.get("/customer-reels/approved", async (_req, res) => {
    res.json(await listApprovedReels(db));
  });

  router.post("/submit-reel", submissionLimit(db, config.submitRateLimit), reelHoneypot, async (req, res) => {
    res.status(201).json(await submitReel(db, parse(submitReelSchema, req.body)));
  });

  router.get("/customer-reels", requireAdmin, async (req, res) => {
    res.json(await listReels(db, req.query.active === "true"));
  });

  router.put("/customer-reels/:id/approve", requireAdmin, async (req, res) => {
    res.json(await approveReel(db, parseId(req.params.id, NOT_FOUND)));
  });

  router.put("/customer-reels/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await setReelActive(db, id, parse(reelVisibilitySchema, req.body).isActive));
  });

  router.delete("/customer-reels/:id", requireAdmin, async (req, res) => {
    await deleteReel(db, parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
