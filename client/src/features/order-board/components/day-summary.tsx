import { useQuery } from "@tanstack/react-query";
import { useBranchLabel } from "@/hooks/use-branches";
import { CANCEL_REASONS, CANCEL_REASON_LABELS } from "@shared/order-status";
import { formatPrice, formatTime } from "@/lib/format";
import { daySummaryQuery } from "../api/order-board-queries";

/** Today per branch: orders, collected, cancelled by reason, no-shows, cash, the busiest slots. */
export function DaySummary({ branch }: { branch?: string }) {
  const branchLabel = useBranchLabel();
  const summary = useQuery(daySummaryQuery(branch));
  return (
    <section aria-labelledby="day-summary" className="space-y-3">
      <h2 id="day-summary" className="text-lg font-bold">
        ملخص اليوم
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {(summary.data ?? []).map((day) => {
          const cancelled = CANCEL_REASONS.filter((reason) => day.cancelled[reason] > 0);
          return (
            <dl
              key={day.branch}
              className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-2xl border border-neutral-200 bg-white p-4 text-sm"
            >
              <dt className="col-span-2 text-base font-bold">{branchLabel(day.branch)}</dt>
              <dt>الطلبات</dt>
              <dd className="tabular-nums">{day.orders}</dd>
              <dt>تم التسليم</dt>
              <dd className="tabular-nums">{day.collected}</dd>
              <dt>لم يحضر</dt>
              <dd className="tabular-nums">{day.noShows}</dd>
              <dt>ملغاة</dt>
              <dd>
                {cancelled.length === 0
                  ? 0
                  : cancelled.map((reason) => `${CANCEL_REASON_LABELS[reason]}: ${day.cancelled[reason]}`).join("، ")}
              </dd>
              <dt>نقد للتحصيل</dt>
              <dd className="tabular-nums">{formatPrice(day.cashToCollect)}</dd>
              <dt>نقد محصّل</dt>
              <dd className="tabular-nums">{formatPrice(day.cashCollected)}</dd>
              <dt>أكثر الأوقات ازدحاماً</dt>
              <dd className="tabular-nums">
                {day.busiestSlots.length === 0
                  ? "—"
                  : day.busiestSlots.map((slot) => `${formatTime(slot.at)} (${slot.orders})`).join("، ")}
              </dd>
            </dl>
          );
        })}
      </div>
    </section>
  );
}
