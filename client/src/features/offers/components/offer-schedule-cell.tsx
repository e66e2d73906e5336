import type { AdminOfferDto } from "@shared/api/offers.contract";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { DAY_NAMES } from "@shared/branch-hours-text";
import { formatDateTime } from "@/lib/format";

// The week as people here read it, from Saturday (0 = Sunday).
const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5];

const STATES: Record<AdminOfferDto["scheduleState"], { label: string; variant: BadgeVariant }> = {
  live: { label: "فعّال الآن", variant: "success" },
  scheduled: { label: "مجدول", variant: "warning" },
  ended: { label: "منتهٍ", variant: "muted" },
};

/**
 * The offer's schedule now (live, scheduled, ended) and when that changes next, then the whole of it:
 * its start and end in Amman time, its weekdays and its branches.
 */
export function OfferScheduleCell({ offer }: { offer: AdminOfferDto }) {
  const state = STATES[offer.scheduleState];
  const next = offer.nextChangeAt && formatDateTime(offer.nextChangeAt);
  const days = WEEK_ORDER.filter((day) => offer.weekdays.includes(day)).map((day) => DAY_NAMES[day]);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={state.variant}>{state.label}</Badge>
      {next && (
        <span className="text-xs text-neutral-500">
          {offer.scheduleState === "live" ? `يتوقف ${next}` : `يظهر ${next}`}
        </span>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-neutral-700">
        <dt className="text-neutral-500">من</dt>
        <dd>{offer.startsAt ? formatDateTime(offer.startsAt) : "بلا موعد بداية"}</dd>
        <dt className="text-neutral-500">إلى</dt>
        <dd>{offer.endsAt ? formatDateTime(offer.endsAt) : "بلا موعد نهاية"}</dd>
        <dt className="text-neutral-500">الأيام</dt>
        <dd>{days.length ? days.join("، ") : "كل الأيام"}</dd>
        <dt className="text-neutral-500">الفروع</dt>
        <dd>{offer.branches.length ? offer.branches.join("، ") : "كل الفروع"}</dd>
      </dl>
    </div>
  );
}
