import type { ReviewDto } from "@shared/api/reviews.contract";
import { Switch } from "@/components/ui/switch";
import { useApiMutation } from "@/lib/api-mutation";
import { reviewsRoutes } from "@shared/api/reviews.routes";

/**
 * Shows or hides an approved review. A pending review is never shown whatever the flag says, so it
 * gets no switch until it is approved, only what approval will do.
 */
export function VisibilitySwitch({ review }: { review: ReviewDto }) {
  if (!review.approved) return <span className="text-xs text-neutral-600">يظهر بعد الموافقة</span>;
  return <ActiveSwitch review={review} />;
}

function ActiveSwitch({ review }: { review: ReviewDto }) {
  const update = useApiMutation(reviewsRoutes, "setActive", {
    success: (saved) => (saved.isActive ? "تم إظهار التقييم" : "تم إخفاء التقييم"),
    failure: "حدث خطأ أثناء تحديث التقييم",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={review.isActive}
        disabled={update.isPending}
        aria-label={`إظهار تقييم ${review.customerName}`}
        onCheckedChange={(isActive) => update.mutate({ params: { id: review.id }, body: { isActive } })}
      />
      <span className="text-xs text-neutral-600">{review.isActive ? "ظاهر" : "مخفي"}</span>
    </div>
  );
}
