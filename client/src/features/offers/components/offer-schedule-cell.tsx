import type { AdminOfferDto } from "@shared/api/offers.contract";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";

const STATES: Record<AdminOfferDto["scheduleState"], { label: string; variant: BadgeVariant }> = {
  live: { label: "فعّال الآن", variant: "success" },
  scheduled: { label: "مجدول", variant: "warning" },
  ended: { label: "منتهٍ", variant: "muted" },
};

/** The offer's schedule now (live, scheduled, ended) and when that changes next, in Amman time. */
export function OfferScheduleCell({ offer }: { offer: AdminOfferDto }) {
  const state = STATES[offer.scheduleState];
  const next = offer.nextChangeAt && formatDateTime(offer.nextChangeAt);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={state.variant}>{state.label}</Badge>
      {next && (
        <span className="whitespace-nowrap text-xs text-neutral-500">
          {offer.scheduleState === "live" ? `يتوقف ${next}` : `يظهر ${next}`}
        </span>
      )}
    </div>
  );
}
