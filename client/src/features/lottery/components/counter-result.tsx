import { type ReactNode, useEffect, useRef } from "react";
import type { CounterEntryDto } from "@shared/api/lottery.contract";
import { collectedAtText } from "@shared/schema/draw-rules";
import { COUNTER_MESSAGES, UNKNOWN_PRIZE } from "@shared/schema/lottery-forms";
import { formatDateTime } from "@/lib/format";
import { StatusBadge } from "./entry-status-select";
import { ErasedValue } from "./erase-entry-button";
import { useBranchLabel } from "@/hooks/use-branches";
import { handedOverBy } from "./handed-over";
import { HandOverForm } from "./hand-over-form";

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-neutral-100 py-2 last:border-b-0">
    <dt className="text-sm text-neutral-600">{label}</dt>
    <dd className="font-semibold">{children}</dd>
  </div>
);

/**
 * The entry found at the counter: what it won, where it can be collected, and whether (where, by whom)
 * its prize was handed over. `handedOverNow`: this counter just handed it over, which reads as done, not
 * as the warning an earlier hand-over gets.
 */
export function CounterResult({
  entry,
  handedOverNow,
  onHandedOver,
}: {
  entry: CounterEntryDto;
  handedOverNow: boolean;
  onHandedOver: (id: string) => void;
}) {
  // The hand-over button goes as the prize is handed over: focus moves to the line that replaces it.
  const outcome = useRef<HTMLParagraphElement>(null);
  const branchLabel = useBranchLabel();
  const wasPending = useRef(entry.status === "pending");
  useEffect(() => {
    const handedNow = wasPending.current && entry.status !== "pending";
    wasPending.current = entry.status === "pending";
    if (handedNow && (!document.activeElement || document.activeElement === document.body)) outcome.current?.focus();
  }, [entry.status]);
  return (
    <section aria-label="نتيجة البحث عن الفاتورة" className="space-y-4 rounded-xl border border-neutral-200 p-4">
      <dl>
        <Row label="رقم الفاتورة">
          {entry.invoiceNumber === null ? <ErasedValue /> : <span dir="ltr">{entry.invoiceNumber}</span>}
        </Row>
        <Row label="الجائزة">
          <span className="text-lg text-brand-800">{entry.prizeName ?? UNKNOWN_PRIZE}</span>
        </Row>
        <Row label="فروع الاستلام">{collectedAtText(entry.prizeBranches)}</Row>
        <Row label="تاريخ المشاركة">{formatDateTime(entry.submittedAt)}</Row>
        <Row label="الحالة">
          <StatusBadge status={entry.status} />
        </Row>
        {entry.handedOverAt ? (
          <>
            <Row label="وقت التسليم">{formatDateTime(entry.handedOverAt)}</Row>
            <Row label="فرع التسليم">{branchLabel(entry.handedOverBranch)}</Row>
            <Row label="سلّمها">{handedOverBy(entry)}</Row>
          </>
        ) : null}
      </dl>
      {entry.status === "pending" ? (
        <HandOverForm key={entry.id} entry={entry} onHandedOver={onHandedOver} />
      ) : entry.status === "claimed" && handedOverNow ? (
        <p
          ref={outcome}
          tabIndex={-1}
          role="status"
          className="rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-800"
        >
          {COUNTER_MESSAGES.handedOverNow}
        </p>
      ) : (
        <p
          ref={outcome}
          tabIndex={-1}
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-900"
        >
          {entry.status === "rejected" ? COUNTER_MESSAGES.rejected : COUNTER_MESSAGES.alreadyHandedOver}
        </p>
      )}
    </section>
  );
}
