import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { reviews } from "../schema/reviews";
import {
  createReviewSchema,
  REVIEW_NOT_FOUND,
  reviewVisibilitySchema,
  submitReviewSchema,
} from "../schema/reviews-forms";
import { PAGE_SIZE_MESSAGE, pagingQueryFields } from "../schema/paging";
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

/** The home page shows this many reviews first, and loads this many more at each tap. */
export const REVIEWS_PAGE_SIZE = 6;
/** Larger pages are refused (400), not clamped. */
export const MAX_REVIEWS_PAGE_SIZE = 24;

/** `?page=&pageSize=` of the public reviews: page 1 of 6 when not given. */
export const reviewsPageQuery = z.object({
  page: pagingQueryFields.page,
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MAX_REVIEWS_PAGE_SIZE, PAGE_SIZE_MESSAGE)
    .optional(),
});
export type ReviewsPageQuery = z.output<typeof reviewsPageQuery>;

/** One page of the public reviews and how many there are in all (whether a next page exists). */
export const publicReviewsPage = z.object({
  reviews: z.array(publicReviewResponse),
  total: z.number().int().nonnegative(),
});

export const reviewsSpecs = {
  approved: {
    summary:
      "Approved and visible reviews, newest first, one page at a time (?page=, ?pageSize= up to 24; page 1 of 6 by default), with the total of all",
    query: reviewsPageQuery,
    responses: { 200: publicReviewsPage },
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
