import { useQuery } from "@tanstack/react-query";
import type { PublicReviewDto } from "@shared/api/reviews.contract";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { approvedReviewsQuery } from "../api/reviews-queries";
import { StarRating } from "./star-rating";

export function ReviewsSection() {
  const reviews = useQuery(approvedReviewsQuery());
  return (
    <div className="bg-brand-50/60">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 className="text-center text-3xl font-bold text-ink">آراء عملائنا</h2>
        <p className="mt-2 text-center text-neutral-600">ماذا يقول ضيوفنا عن تجربتهم معنا</p>
        <div className="mt-8">
          {reviews.isPending ? (
            <ReviewsSkeleton />
          ) : reviews.data && reviews.data.length > 0 ? (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {reviews.data.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </ul>
          ) : (
            <p className="py-8 text-center text-neutral-500">لا توجد تقييمات معتمدة حالياً</p>
          )}
        </div>
      </div>
    </div>
  );
}

/** One review as a card: its look is `.review` (styles/index.css), the same for every review on the page. */
function ReviewCard({ review }: { review: PublicReviewDto }) {
  return (
    <li className="review">
      <StarRating value={review.rating} />
      {/* Plain text: React escapes it, so a comment with markup shows as typed. */}
      <p>{review.comment}</p>
      <div>
        <p>{review.customerName}</p>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </div>
    </li>
  );
}

function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="جارٍ تحميل التقييمات" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-44 rounded-2xl" />
      ))}
    </div>
  );
}
