// The name the public pages' prefetch table still imports; the query itself is approvedReviewsQuery.
export { approvedReviewsQuery as approvedReviewsQueryOptions } from "./reviews-queries";
