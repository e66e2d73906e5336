import type { ReviewRow } from "@shared/schema/reviews-forms";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useUpdateReviewVisibility } from "../api/update-review-visibility";

export function VisibilitySwitch({ review }: { review: ReviewRow }) {
  const update = useUpdateReviewVisibility();
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={review.isActive}
        disabled={update.isPending}
        aria-label={`إظهار تقييم ${review.customerName}`}
        onCheckedChange={(isActive) =>
          update.mutate(
            { id: review.id, isActive },
            {
              onSuccess: () => toast({ title: isActive ? "تم إظهار التقييم" : "تم إخفاء التقييم" }),
              onError: (error) =>
                toast({
                  title: "حدث خطأ أثناء تحديث التقييم",
                  description: errorMessage(error, "يرجى المحاولة مرة أخرى"),
                  variant: "destructive",
                }),
            },
          )
        }
      />
      <span className="text-xs text-neutral-600">{review.isActive ? "ظاهر" : "مخفي"}</span>
    </div>
  );
}
