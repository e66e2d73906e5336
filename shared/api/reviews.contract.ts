import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { reviews } from "../schema/reviews";
import {
  createReviewSchema,
  REVIEW_NOT_FOUND,
  reviewVisibilitySchema,
  submitReviewSchema,
} from "../schema/reviews-forms";
import { PAGE_MESSAGE, PAGE_SIZE_MESSAGE, pagingQueryFields } from "../schema/paging";
import type { ReviewsCursor } from "../reviews-page";
import type { SpecsOf } from "./endpoint";
import type { reviewsRoutes } from "./reviews.routes";
import { activeQuery, bodyFor, createSpec, idParams, onTheWire, removeSpec, updateSpec } from "./wire";

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

/** Larger pages are refused (400), not clamped. */
export const MAX_REVIEWS_PAGE_SIZE = 24;

export const REVIEWS_CURSOR_MESSAGE = "موضع الصفحة غير صحيح";

const cursorField = z.string({ error: REVIEWS_CURSOR_MESSAGE }).transform((text, ctx): ReviewsCursor => {
  const [createdAt = "", id = "", ...rest] = text.split(",");
  const valid =
    rest.length === 0 &&
    z.iso.datetime({ offset: true }).safeParse(createdAt).success &&
    z.uuid().safeParse(id).success;
  if (!valid) ctx.addIssue({ code: "custom", message: REVIEWS_CURSOR_MESSAGE });
  return { createdAt, id };
});

/**
 * Paging of the public reviews, all optional: without them the answer is every approved review.
 * `?after=<createdAt>,<id>&pageSize=` is the page just past a review (so a review hidden between
 * two pages moves nothing), `?page=&pageSize=` a page by number; either way a page of 6 unless
 * `pageSize` says otherwise, and the total of all in `X-Total-Count`.
 */
export const reviewsPageQuery = z
  .object({
    page: pagingQueryFields.page,
    pageSize: z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .int(PAGE_SIZE_MESSAGE)
      .min(1, PAGE_SIZE_MESSAGE)
      .max(MAX_REVIEWS_PAGE_SIZE, PAGE_SIZE_MESSAGE)
      .optional(),
    after: cursorField.optional(),
  })
  .refine((query) => query.page === undefined || query.after === undefined, {
    message: PAGE_MESSAGE,
    path: ["page"],
  });
export type ReviewsPageQuery = z.output<typeof reviewsPageQuery>;

export const reviewsSpecs = {
  approved: {
    summary:
      "Approved and visible reviews, newest first: all of them, or one page (?after=<createdAt>,<id> or ?page=, with ?pageSize= up to 24, 6 by default) with the total of all in X-Total-Count",
    query: reviewsPageQuery,
    responses: { 200: z.array(publicReviewResponse) },
  },
  submit: createSpec("A visitor's review; it waits for approval", bodyFor(reviews, submitReviewSchema), reviewResponse),
  list: {
    summary: "Every review, pending and hidden ones too, unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(reviewResponse) },
  },
  create: createSpec(
    "Add a review by hand; it waits for approval like a visitor's",
    bodyFor(reviews, createReviewSchema),
    reviewResponse,
  ),
  approve: {
    summary: "Approve a review",
    params: idParams,
    notFound: REVIEW_NOT_FOUND,
    responses: { 200: reviewResponse },
  },
  setActive: updateSpec(
    "Show or hide a review",
    REVIEW_NOT_FOUND,
    bodyFor(reviews, reviewVisibilitySchema),
    reviewResponse,
  ),
  remove: removeSpec("Delete a review", REVIEW_NOT_FOUND),
} as const satisfies SpecsOf<typeof reviewsRoutes>;
