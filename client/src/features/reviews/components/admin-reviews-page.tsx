import { useState } from "react";
import { Plus } from "lucide-react";
import type { ReviewRow } from "@shared/schema/reviews-forms";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useReviews } from "../api/get-reviews";
import { useUpdateReviewVisibility } from "../api/update-review-visibility";
import { AddReviewDialog } from "./add-review-dialog";
import { ReviewRowActions } from "./review-row-actions";
import { StarRating } from "./star-rating";

export function AdminReviewsPage() {
  const reviews = useReviews();
  const [adding, setAdding] = useState(false);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">التقييمات</h1>
          <p className="text-sm text-neutral-600">راجع آراء العملاء ووافق عليها قبل نشرها في الموقع.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          إضافة تقييم
        </Button>
      </div>
      {reviews.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="جارٍ تحميل التقييمات..." />
        </div>
      ) : reviews.isError ? (
        <p className="py-10 text-center text-red-600">{errorMessage(reviews.error, "تعذر تحميل التقييمات")}</p>
      ) : reviews.data.length === 0 ? (
        <p className="py-10 text-center text-neutral-500">لا توجد تقييمات بعد</p>
      ) : (
        <ReviewsTable rows={reviews.data} />
      )}
      <AddReviewDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}

function ReviewsTable({ rows }: { rows: ReviewRow[] }) {
  return (
    <Table className="bg-white">
      <TableHeader>
        <TableRow>
          <TableHead>اسم العميل</TableHead>
          <TableHead>التقييم</TableHead>
          <TableHead>التعليق</TableHead>
          <TableHead>الحالة</TableHead>
          <TableHead>الظهور</TableHead>
          <TableHead>الإجراءات</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((review) => (
          <TableRow key={review.id}>
            <TableCell className="font-semibold whitespace-nowrap">{review.customerName}</TableCell>
            <TableCell>
              <StarRating value={review.rating} />
            </TableCell>
            <TableCell className="min-w-56 max-w-md whitespace-pre-line break-words text-neutral-700">{review.comment}</TableCell>
            <TableCell>
              {review.approved ? <Badge variant="success">معتمد</Badge> : <Badge variant="warning">قيد المراجعة</Badge>}
            </TableCell>
            <TableCell>
              <VisibilitySwitch review={review} />
            </TableCell>
            <TableCell>
              <ReviewRowActions review={review} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function VisibilitySwitch({ review }: { review: ReviewRow }) {
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
                toast({ title: "حدث خطأ أثناء تحديث التقييم", description: errorMessage(error, "يرجى المحاولة مرة أخرى"), variant: "destructive" }),
            },
          )
        }
      />
      <span className="text-xs text-neutral-600">{review.isActive ? "ظاهر" : "مخفي"}</span>
    </div>
  );
}
