import { Trash2 } from "lucide-react";
import type { LotteryEntryDto } from "@shared/api/lottery.contract";
import { ERASED_VALUE } from "@shared/schema/lottery-forms";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDateTime } from "@/lib/format";
import { useApiMutation } from "@/lib/api-mutation";
import { lotteryRoutes } from "@shared/api/lottery.routes";

/** What an erased entry shows where the visitor's invoice and phone were. */
export const ErasedValue = () => <span className="text-neutral-500">{ERASED_VALUE}</span>;

/**
 * Jordan's data protection law lets a visitor ask for their data to be erased; this erases the entry's
 * phone and typed invoice after a confirmation. The entry stays in the list (its prize and status
 * still matter to the draw), saying when its data was erased.
 */
export function EraseEntryButton({ entry }: { entry: LotteryEntryDto }) {
  const erase = useApiMutation(lotteryRoutes, "eraseEntry", {
    success: "تم حذف بيانات المشارك",
    failure: "تعذر حذف بيانات المشارك",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  if (entry.erasedAt)
    return <span className="block min-w-28 text-xs text-neutral-500">حُذفت في {formatDateTime(entry.erasedAt)}</span>;
  const label = `حذف بيانات الفاتورة ${entry.invoiceNumber}`;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" disabled={erase.isPending} aria-label={label} title={label}>
          <Trash2 className="size-5 text-red-600" aria-hidden="true" />
        </Button>
      }
      title="حذف بيانات المشارك"
      description={`سيُحذف رقم الهاتف ورقم الفاتورة ${entry.invoiceNumber} كما كتبه المشارك نهائياً، وتبقى المشاركة بجائزتها وحالتها، ولا يمكن استخدام الفاتورة نفسها مرة أخرى. هل أنت متأكد؟`}
      confirmLabel="حذف نهائي"
      pending={erase.isPending}
      onConfirm={() => erase.mutate({ params: { id: entry.id } })}
    />
  );
}
