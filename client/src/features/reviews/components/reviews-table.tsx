import type { ReviewDto } from "@shared/api/reviews.contract";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ReviewRowActions } from "./review-row-actions";
import { StarRating } from "./star-rating";
import { VisibilitySwitch } from "./visibility-switch";

export function ReviewsTable({ rows, className }: { rows: ReviewDto[]; className?: string }) {
  return (
    <Table className="bg-white" containerClassName={className}>
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
            <TableCell className="min-w-56 max-w-md whitespace-pre-line break-words text-neutral-700">
              {review.comment}
            </TableCell>
            <TableCell>
              <ApprovalBadge approved={review.approved} />
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

export function ReviewCards({ rows, className }: { rows: ReviewDto[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {rows.map((review) => (
        <li key={review.id} className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-semibold">{review.customerName}</p>
              <StarRating value={review.rating} />
            </div>
            <ApprovalBadge approved={review.approved} />
          </div>
          <p className="whitespace-pre-line break-words text-sm text-neutral-700">{review.comment}</p>
          <div className="flex items-center justify-between gap-2 border-t border-neutral-100 pt-2">
            <VisibilitySwitch review={review} />
            <ReviewRowActions review={review} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ApprovalBadge({ approved }: { approved: boolean }) {
  return approved ? <Badge variant="success">معتمد</Badge> : <Badge variant="warning">قيد المراجعة</Badge>;
}
