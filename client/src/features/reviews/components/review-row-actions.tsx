import { Check, Trash2 } from "lucide-react";
import type { ReviewRow } from "@shared/schema/reviews-forms";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
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
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button size="icon" variant="ghost" className="text-red-600" aria-label={`حذف تقييم ${review.customerName}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>حذف التقييم</AlertDialogTitle>
            <AlertDialogDescription>هل أنت متأكد من حذف هذا التقييم؟ لا يمكن التراجع عن ذلك.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>إلغاء</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                remove.mutate(review.id, {
                  onSuccess: () => toast({ title: "تم حذف التقييم بنجاح" }),
                  onError: failed("حدث خطأ أثناء حذف التقييم"),
                })
              }
            >
              حذف
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
