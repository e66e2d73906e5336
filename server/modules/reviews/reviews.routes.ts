import { Router } from "express";
import { createReviewSchema, reviewVisibilitySchema, submitReviewSchema } from "@shared/schema/reviews-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { honeypot } from "../../middleware/honeypot";
import { submissionLimit } from "../../middleware/rate-limit";
import { activeRequested, requireAdmin } from "../../middleware/require-admin";
import {
  approveReview,
  createReview,
  decoyReview,
  deleteReview,
  listApprovedReviews,
  listReviews,
  REVIEW_NOT_FOUND,
  setReviewActive,
  submitReview,
} from "./reviews.service";
import { auditor } from "../audit/actor";

export function reviewsRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.get("/reviews/approved", async (_req, res) => {
    res.json(await listApprovedReviews(db));
  });

  router.post(
    "/submit-review",
    submissionLimit(db, config.submitRateLimit),
    honeypot(
      submitReviewSchema,
      (input) => decoyReview(db, input),
      (input) => submitReview(db, input),
    ),
  );

  router.get("/reviews", requireAdmin, async (req, res) => {
    res.json(await listReviews(db, activeRequested(req)));
  });

  router.post("/reviews", requireAdmin, async (req, res) => {
    const input = parse(createReviewSchema, req.body);
    res
      .status(201)
      .json(await auditor(db, req)({ action: "create", resource: "reviews" }, (tx) => createReview(tx, input)));
  });

  router.put("/reviews/:id/approve", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, REVIEW_NOT_FOUND);
    res.json(await auditor(db, req)({ action: "approve", resource: "reviews", id }, (tx) => approveReview(tx, id)));
  });

  router.put("/reviews/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, REVIEW_NOT_FOUND);
    const input = parse(reviewVisibilitySchema, req.body).isActive;
    res.json(
      await auditor(db, req)({ action: "update", resource: "reviews", id }, (tx) => setReviewActive(tx, id, input)),
    );
  });

  router.delete("/reviews/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, REVIEW_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "reviews", id }, (tx) => deleteReview(tx, id));
    res.status(204).end();
  });

  return router;
}
