// How the public reviews are paged, for the home page and the API alike (no runtime imports, so
// the browser takes it without zod or drizzle).

/** The home page shows this many reviews first, and this many more at each tap. */
export const REVIEWS_PAGE_SIZE = 6;

/**
 * What the home page asks for first (and the server renders, from its cache): one review more than
 * it shows, so it knows without counting whether «عرض المزيد من الآراء» has more to show.
 */
export const FIRST_REVIEWS_QUERY = { pageSize: REVIEWS_PAGE_SIZE + 1 } as const;

/** Where a page starts: just past this review (its `createdAt` and `id`), newest first. */
export interface ReviewsCursor {
  createdAt: string;
  id: string;
}

/** The `after` value of the page just past `review`. */
export const reviewsCursor = (review: ReviewsCursor) => `${review.createdAt},${review.id}`;
