import { TOTAL_COUNT_HEADER } from "@shared/api/endpoint";
import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { publicForm } from "../../middleware/honeypot";
import { activeRequested } from "../../middleware/staff-access";
import { auditor } from "../audit/actor";
import {
  approveReview,
  createReview,
  decoyReview,
  deleteReview,
  listApprovedReviews,
  listReviews,
  setReviewActive,
  submitReview,
} from "./reviews.service";

export function reviewsRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "reviews", {
    approved: async ({ query, res }) => {
      const { items, total } = await listApprovedReviews(db, query);
      res.set(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
    // The body is validated before the trap is looked at, so a bot sees the errors a person would.
    submit: publicForm(
      deps,
      (input) => decoyReview(db, input),
      (input) => submitReview(db, input),
    ),
    // An admin-only list: ?active=true only narrows it.
    list: ({ req }) => listReviews(db, activeRequested(req)),
    create: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "reviews" }, (tx) => createReview(tx, body)),
    approve: ({ req, params: { id } }) =>
      auditor(db, req)({ action: "approve", resource: "reviews", id }, (tx) => approveReview(tx, id)),
    setActive: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "reviews", id }, (tx) => setReviewActive(tx, id, body.isActive)),
    remove: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "reviews", id }, (tx) => deleteReview(tx, id));
    },
  });
}
