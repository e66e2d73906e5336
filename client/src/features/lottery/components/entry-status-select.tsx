import { lotteryStatuses, type LotteryStatus } from "@shared/schema/enums";
import type { LotteryEntryDto } from "@shared/api/lottery.contract";
import { statusLabels } from "@shared/schema/lottery-forms";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useApiMutation } from "@/lib/api-mutation";
import { formatDateTime } from "@/lib/format";
import { lotteryRoutes } from "@shared/api/lottery.routes";

const badgeVariant: Record<LotteryStatus, BadgeVariant> = {
  pending: "warning",
  claimed: "success",
  rejected: "danger",
};

export const StatusBadge = ({ status }: { status: LotteryStatus }) => (
  <Badge variant={badgeVariant[status]}>{statusLabels[status]}</Badge>
);

/** Any of the three statuses can follow any other. */
export function EntryStatusSelect({ entry }: { entry: LotteryEntryDto }) {
  const update = useApiMutation(lotteryRoutes, "setEntryStatus", {
    success: "تم تحديث الحالة بنجاح",
    failure: "خطأ",
    fallback: "فشل تحديث الحالة",
  });
  return (
    <Select
      value={update.isPending ? update.variables.body.status : entry.status}
      disabled={update.isPending}
      onValueChange={(status) => update.mutate({ params: { id: entry.id }, body: { status: status as LotteryStatus } })}
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
