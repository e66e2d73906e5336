import { randomUUID } from "node:crypto";
import { Router, type RequestHandler } from "express";
import { createReviewSchema, reviewVisibilitySchema, submitReviewSchema } from "@shared/schema/reviews-forms";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { honeypot } from "../../middleware/honeypot";
import { submissionLimit } from "../../middleware/rate-limit";
import { requireAdmin } from "../../middleware/require-admin";
import {
  approveReview,
  createReview,
  deleteReview,
  listApprovedReviews,
  listReviews,
  setReviewActive,
  submitReview,
} from "./reviews.service";

const NOT_FOUND = "التقييم غير موجود";

// A bot that filled the honeypot gets the shape of a real answer; nothing is stored.
const reviewHoneypot: RequestHandler = (req, res, next) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return honeypot(() => ({
    id: randomUUID(),
    customerName: typeof body.customerName === "string" ? body.customerName.trim() : "",
    rating: typeof body.rating === "number" ? body.rating : 5,
    comment: typeof body.comment === "string" ? body.comment.trim() : "",
    approved: false,
    isActive: true,
    createdAt: new Date().toISOString(),
  }))(req, res, next);
};

export function reviewsRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.get("/reviews/approved", async (_req, res) => {
    res.json(await listApprovedReviews(db));
  });

  router.post("/submit-review", submissionLimit(db, config.submitRateLimit), reviewHoneypot, async (req, res) => {
    res.status(201).json(await submitReview(db, parse(submitReviewSchema, req.body)));
  });

  router.get("/reviews", requireAdmin, async (req, res) => {
    res.json(await listReviews(db, req.query.active === "true"));
  });

  router.post("/reviews", requireAdmin, async (req, res) => {
    res.status(201).json(await createReview(db, parse(createReviewSchema, req.body)));
  });

  router.put("/reviews/:id/approve", requireAdmin, async (req, res) => {
    res.json(await approveReview(db, parseId(req.params.id, NOT_FOUND)));
  });

  router.put("/reviews/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await setReviewActive(db, id, parse(reviewVisibilitySchema, req.body).isActive));
  });

  router.delete("/reviews/:id", requireAdmin, async (req, res) => {
    await deleteReview(db, parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
