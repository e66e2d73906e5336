import { Check } from "lucide-react";
import type { ReviewRow } from "@shared/schema/reviews-forms";
import { DeleteRowButton } from "@/components/admin/row-action-buttons";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useApproveReview } from "../api/approve-review";
import { useDeleteReview } from "../api/delete-review";

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, "يرجى المحاولة مرة أخرى"), variant: "destructive" });

export function ReviewRowActions({ review }: { review: ReviewRow }) {
  const approve = useApproveReview();
  const remove = useDeleteReview();
  return (
    <div className="flex items-center gap-2">
      {/* Approval has no way back, so the action exists only while the review is pending. */}
      {!review.approved && (
        <Button
          size="sm"
          variant="secondary"
          disabled={approve.isPending}
          aria-label={`موافقة على تقييم ${review.customerName}`}
          onClick={() =>
            approve.mutate(review.id, {
              onSuccess: () => toast({ title: "تم الموافقة على التقييم" }),
              onError: failed("حدث خطأ أثناء الموافقة على التقييم"),
            })
          }
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
        onConfirm={() =>
          remove.mutate(review.id, {
            onSuccess: () => toast({ title: "تم حذف التقييم بنجاح" }),
            onError: failed("حدث خطأ أثناء حذف التقييم"),
          })
        }
      />
    </div>
  );
}
