import { lotteryStatuses, type LotteryStatus } from "@shared/schema/enums";
import { statusLabels, type LotteryEntryView } from "@shared/schema/lottery-forms";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useUpdateEntryStatus } from "../api/update-entry-status";

const badgeVariant: Record<LotteryStatus, BadgeVariant> = {
  pending: "warning",
  claimed: "success",
  rejected: "danger",
};

export const StatusBadge = ({ status }: { status: LotteryStatus }) => (
  <Badge variant={badgeVariant[status]}>{statusLabels[status]}</Badge>
);

/** Any of the three statuses can follow any other (SPEC.md 4). */
export function EntryStatusSelect({ entry }: { entry: LotteryEntryView }) {
  const update = useUpdateEntryStatus();
  return (
    <Select
      value={update.isPending ? update.variables.status : entry.status}
      disabled={update.isPending}
      onValueChange={(status) =>
        update.mutate(
          { id: entry.id, status: status as LotteryStatus },
          {
            onSuccess: () => toast({ title: "تم تحديث الحالة بنجاح" }),
            onError: (error) =>
              toast({ title: "خطأ", description: errorMessage(error, "فشل تحديث الحالة"), variant: "destructive" }),
          },
        )
      }
    >
      <SelectTrigger
        className="h-9 w-36 text-sm"
        aria-label={
          entry.invoiceNumber === null
            ? `تغيير حالة المشاركة المحذوفة بياناتها (${formatDateTime(entry.submittedAt)})`
            : `تغيير حالة الفاتورة ${entry.invoiceNumber}`
        }
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {lotteryStatuses.map((status) => (
          <SelectItem key={status} value={status}>
            {statusLabels[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
