import { Check } from "lucide-react";
import type { ReviewDto } from "@shared/api/reviews.contract";
import { DeleteRowButton } from "@/components/admin/row-action-buttons";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { reviewsRoutes } from "@shared/api/reviews.routes";

export function ReviewRowActions({ review }: { review: ReviewDto }) {
  const approve = useApiMutation(reviewsRoutes, "approve", {
    success: "تم الموافقة على التقييم",
    failure: "حدث خطأ أثناء الموافقة على التقييم",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  const remove = useApiMutation(reviewsRoutes, "remove", {
    success: "تم حذف التقييم بنجاح",
    failure: "حدث خطأ أثناء حذف التقييم",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  return (
    <div className="flex items-center gap-2">
      {/* Approval has no way back, so the action exists only while the review is pending. */}
      {!review.approved && (
        <Button
          size="sm"
          variant="secondary"
          disabled={approve.isPending}
          aria-label={`موافقة على تقييم ${review.customerName}`}
          onClick={() => approve.mutate({ params: { id: review.id } })}
        >
          <Check aria-hidden="true" />
          موافقة
        </Button>
      )}
      <ConfirmDialog
        trigger={<DeleteRowButton name={`تقييم ${review.customerName}`} />}
        title="حذف التقييم"
        description="هل أنت متأكد من حذف هذا التقييم؟ لا يمكن التراجع عن ذلك."
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ params: { id: review.id } })}
      />
    </div>
  );
}
