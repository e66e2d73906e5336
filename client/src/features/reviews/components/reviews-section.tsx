import { useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { PublicReviewDto } from "@shared/api/reviews.contract";
import { REVIEWS_PAGE_SIZE, reviewsCursor } from "@shared/reviews-page";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { heldTap, useHeldTap } from "@/lib/held-tap";
import { approvedReviewsAfterQuery, approvedReviewsQuery } from "../api/reviews-queries";
import { StarRating } from "./star-rating";

/**
 * The newest reviews (the page the server renders), then the page just past the last one shown at
 * each tap on «عرض المزيد من الآراء». Each page is asked one review longer than it shows: that
 * extra review says there are more, and a review hidden meanwhile moves nothing.
 */
function useReviewPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  const first = useQuery(approvedReviewsQuery());
  const later = useQueries({ queries: cursors.map((after) => approvedReviewsAfterQuery(after)) });
  const seen = new Set<string>();
  const reviews: PublicReviewDto[] = [];
  for (const page of [first, ...later]) {
    // A review approved meanwhile can reach a later page too: a review already shown is not shown twice.
    for (const review of page.data?.slice(0, REVIEWS_PAGE_SIZE) ?? []) {
      if (seen.has(review.id)) continue;
      seen.add(review.id);
      reviews.push(review);
    }
  }
  const loadingMore = later.some((page) => page.isPending);
  const last = later.at(-1) ?? first;
  const hasMore = !loadingMore && !last.isError && (last.data?.length ?? 0) > REVIEWS_PAGE_SIZE;
  const lastShown = reviews.at(-1);
  const more = () => {
    if (hasMore && lastShown) setCursors((list) => [...list, reviewsCursor(lastShown)]);
  };
  return { first, reviews, loadingMore, hasMore, more };
}

/**
 * Where focus goes after «عرض المزيد من الآراء»: the button stays (refusing presses) while the page
 * loads, so focus stays on it; when it then goes for good (nothing more to show), focus moves to the
 * first review it brought, so a keyboard user goes on from there instead of from the page's top.
 */
function useFocusAfterMore(count: number, showsButton: boolean) {
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || showsButton || count <= index) return;
    firstNew.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    list.current?.querySelectorAll<HTMLElement>(":scope > li")[index]?.focus();
  }, [count, showsButton]);
  const button = useRef<HTMLButtonElement>(null);
  // Pressed from the keyboard (focus on the button), including a press held until the code arrived.
  const pressed = () => {
    if (button.current && document.activeElement === button.current) firstNew.current = count;
  };
  return { list, button, pressed };
}

export function ReviewsSection() {
  const { first, reviews, loadingMore, hasMore, more } = useReviewPages();
  const showsButton = hasMore || loadingMore;
  const focus = useFocusAfterMore(reviews.length, showsButton);
  const showMore = () => {
    focus.pressed();
    more();
  };
  // A tap on the server-drawn button before this part's code arrived is answered once it has.
  useHeldTap("reviews", showMore);
  return (
    <div className="bg-brand-50/60">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 className="text-center text-3xl font-bold text-ink">آراء عملائنا</h2>
        <p className="mt-2 text-center text-neutral-600">ماذا يقول ضيوفنا عن تجربتهم معنا</p>
        <div className="mt-8">
          {first.isPending ? (
            <ReviewsSkeleton />
          ) : reviews.length > 0 ? (
            <>
              <ul ref={focus.list} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {reviews.map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </ul>
              {loadingMore && <ReviewsSkeleton className="mt-5" />}
              {showsButton && (
                <div className="mt-8 text-center">
                  <Button
                    ref={focus.button}
                    variant="outline"
                    aria-disabled={loadingMore || undefined}
                    onClick={() => {
                      if (!loadingMore) showMore();
                    }}
                    {...heldTap("reviews", "more")}
                  >
                    عرض المزيد من الآراء
                  </Button>
                </div>
              )}
            </>
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
    // Focusable by script only: where focus lands after «عرض المزيد من الآراء» brought it.
    <li className="review" tabIndex={-1}>
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

function ReviewsSkeleton({ className = "" }: { className?: string }) {
  return (
    <div
      role="status"
      aria-label="جارٍ تحميل التقييمات"
      className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${className}`}
    >
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-44 rounded-2xl" />
      ))}
    </div>
  );
}
