import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { reviews } from "../schema/reviews";
import {
  createReviewSchema,
  REVIEW_NOT_FOUND,
  reviewVisibilitySchema,
  submitReviewSchema,
} from "../schema/reviews-forms";
import type { SpecsOf } from "./endpoint";
import type { reviewsRoutes } from "./reviews.routes";
import { activeQuery, bodyFor, idParams, noContent, onTheWire } from "./wire";

export const reviewResponse = onTheWire(createSelectSchema(reviews));

/** A review as the dashboard gets it, moderation flags included. */
export type ReviewDto = z.output<typeof reviewResponse>;

/** What the home page gets: no moderation flags. */
export const publicReviewResponse = reviewResponse.pick({
  id: true,
  customerName: true,
  rating: true,
  comment: true,
  createdAt: true,
});

export type PublicReviewDto = z.output<typeof publicReviewResponse>;

export const reviewsSpecs = {
  approved: {
    summary: "Approved and visible reviews, newest first",
    responses: { 200: z.array(publicReviewResponse) },
  },
  submit: {
    summary: "A visitor's review; it waits for approval",
    body: bodyFor(reviews, submitReviewSchema),
    responses: { 201: reviewResponse },
  },
  list: {
    summary: "Every review, pending and hidden ones too, unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(reviewResponse) },
  },
  create: {
    summary: "Add a review by hand; it waits for approval like a visitor's",
    body: bodyFor(reviews, createReviewSchema),
    responses: { 201: reviewResponse },
  },
  approve: {
    summary: "Approve a review",
    params: idParams,
    notFound: REVIEW_NOT_FOUND,
    responses: { 200: reviewResponse },
  },
  setActive: {
    summary: "Show or hide a review",
    params: idParams,
    notFound: REVIEW_NOT_FOUND,
    body: bodyFor(reviews, reviewVisibilitySchema),
    responses: { 200: reviewResponse },
  },
  remove: {
    summary: "Delete a review",
    params: idParams,
    notFound: REVIEW_NOT_FOUND,
    responses: { 204: noContent },
  },
} as const satisfies SpecsOf<typeof reviewsRoutes>;
