import { Router } from "express";
import { reelVisibilitySchema, submitReelSchema } from "@shared/schema/reels-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { honeypot } from "../../middleware/honeypot";
import { submissionLimit } from "../../middleware/rate-limit";
import { activeRequested, requireAdmin } from "../../middleware/require-admin";
import {
  approveReel,
  decoyReel,
  deleteReel,
  listApprovedReels,
  listReels,
  setReelActive,
  REEL_NOT_FOUND,
  submitReel,
} from "./reels.service";
import { auditor } from "../audit/actor";

export function reelsRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.get("/customer-reels/approved", async (_req, res) => {
    res.json(await listApprovedReels(db));
  });

  router.post(
    "/submit-reel",
    submissionLimit(db, config.submitRateLimit),
    honeypot(
      submitReelSchema,
      (input) => decoyReel(db, input),
      (input) => submitReel(db, input),
    ),
  );

  router.get("/customer-reels", requireAdmin, async (req, res) => {
    res.json(await listReels(db, activeRequested(req)));
  });

  router.put("/customer-reels/:id/approve", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, REEL_NOT_FOUND);
    res.json(
      await auditor(db, req)({ action: "approve", resource: "customer-reels", id }, (tx) => approveReel(tx, id)),
    );
  });

  router.put("/customer-reels/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, REEL_NOT_FOUND);
    const input = parse(reelVisibilitySchema, req.body).isActive;
    res.json(
      await auditor(db, req)({ action: "update", resource: "customer-reels", id }, (tx) =>
        setReelActive(tx, id, input),
      ),
    );
  });

  router.delete("/customer-reels/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, REEL_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "customer-reels", id }, (tx) => deleteReel(tx, id));
    res.status(204).end();
  });

  return router;
}
