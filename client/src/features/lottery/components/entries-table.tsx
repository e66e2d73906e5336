import type { UseQueryResult } from "@tanstack/react-query";
import type { LotteryEntryDto } from "@shared/api/lottery.contract";
import { UNKNOWN_PRIZE } from "@shared/schema/lottery-forms";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { useAdmits } from "@/lib/staff-access";
import { lotteryRoutes } from "@shared/api/lottery.routes";
import type { ApiPage } from "@/lib/api-page";
import { formatDateTime } from "@/lib/format";
import { EntryStatusSelect, StatusBadge } from "./entry-status-select";
import { EraseEntryButton, ErasedValue } from "./erase-entry-button";
import { HandedOverCell } from "./handed-over";

type Props = { entries: UseQueryResult<ApiPage<LotteryEntryDto[]>>; filtered: boolean };

/**
 * One page of entries; on a phone each row is a card whose values carry their column's name. Setting
 * a status and erasing a visitor's data are the owner's: a manager reads the status and the hand-over.
 */
export function EntriesTable({ entries, filtered }: Props) {
  const admits = useAdmits();
  const setsStatus = admits(lotteryRoutes.setEntryStatus);
  const erases = admits(lotteryRoutes.eraseEntry);
  if (entries.isPending)
    return (
      <div className="space-y-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  if (entries.isError)
    return (
      <p role="alert" className="text-red-600">
        {errorMessage(entries.error, "تعذر تحميل المشاركات")}
      </p>
    );
  if (entries.data.items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 py-12 text-center text-neutral-500">
        {filtered ? "لا توجد مشاركات مطابقة للبحث" : "لا توجد مشاركات بعد"}
      </p>
    );
  return (
    <Table className={cn(entries.isPlaceholderData && "opacity-60")}>
      <TableHeader>
        <TableRow>
          <TableHead>رقم الفاتورة</TableHead>
          <TableHead>رقم الهاتف</TableHead>
          <TableHead>الجائزة</TableHead>
          <TableHead>تاريخ المشاركة</TableHead>
          <TableHead>الحالة</TableHead>
          <TableHead>سلّمها</TableHead>
          {erases ? <TableHead>حذف البيانات</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.data.items.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="font-semibold whitespace-nowrap">
              {entry.invoiceNumber === null ? <ErasedValue /> : <span dir="ltr">{entry.invoiceNumber}</span>}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {entry.phoneNumber === null ? <ErasedValue /> : <span dir="ltr">{entry.phoneNumber}</span>}
            </TableCell>
            <TableCell className={cn("min-w-32", !entry.prizeName && "text-neutral-500")}>
              {entry.prizeName ?? UNKNOWN_PRIZE}
            </TableCell>
            <TableCell className="min-w-28">{formatDateTime(entry.submittedAt)}</TableCell>
            <TableCell>
              {setsStatus ? <EntryStatusSelect entry={entry} /> : <StatusBadge status={entry.status} />}
            </TableCell>
            <TableCell className="min-w-36">
              <HandedOverCell entry={entry} />
            </TableCell>
            {erases ? (
              <TableCell>
                <EraseEntryButton entry={entry} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
