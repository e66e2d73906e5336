import { useQuery } from "@tanstack/react-query";
import type { PublicReviewDto } from "@shared/api/reviews.contract";
import { Card } from "@/components/ui/card";
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
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
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

function ReviewCard({ review }: { review: PublicReviewDto }) {
  return (
    <Card className="h-full gap-3 p-5">
      <StarRating value={review.rating} />
      {/* Plain text: React escapes it, so a comment with markup shows as typed. */}
      <p className="whitespace-pre-line break-words leading-relaxed text-neutral-700">{review.comment}</p>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-neutral-100 pt-3">
        <p className="truncate font-bold text-ink">{review.customerName}</p>
        <time dateTime={review.createdAt} className="shrink-0 text-xs text-neutral-500">
          {formatDate(review.createdAt)}
        </time>
      </div>
    </Card>
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
