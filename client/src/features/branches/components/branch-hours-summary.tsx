import { ammanParts } from "@shared/amman-time";
import { branchStatus, plannedDay, type BranchHours } from "@shared/branch-hours";
import { intervalsText, nextChangeText, openText } from "@shared/branch-hours-text";
import { cn } from "@/components/ui/cn";
import { useMinuteClock } from "@/hooks/use-minute-clock";
import { BranchWeekHours } from "./branch-week-hours";

const hasHours = (branch: BranchHours) => branch.hours.some((day) => day.length > 0) || branch.exceptions.length > 0;

/**
 * The open/closed badge with when that changes next beside it, today's hours and the whole week's,
 * in Amman time, kept right as the minutes pass.
 */
export function BranchHoursSummary({ branch }: { branch: BranchHours }) {
  const now = useMinuteClock();
  if (!hasHours(branch)) return null;
  const today = ammanParts(now).date;
  const status = branchStatus(branch, now);
  const next = nextChangeText(status, today);
  const plan = plannedDay(branch, today);
  return (
    <div className="flex flex-col items-start gap-1.5">
      {/* One live region: a screen reader hears "مفتوح الآن – يغلق الساعة …" as one sentence. */}
      <p role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold",
            status.open ? "bg-green-100 text-green-800" : "bg-red-50 text-red-700",
          )}
        >
          <span aria-hidden="true" className={cn("size-2 rounded-full", status.open ? "bg-green-600" : "bg-red-600")} />
          {openText(status)}
        </span>
        {next ? (
          <span className="text-sm font-semibold text-neutral-800">
            <span className="sr-only"> – </span>
            {next}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-neutral-700">
        <span className="font-semibold">اليوم{plan.exception ? ` (${plan.exception.label})` : ""}: </span>
        {intervalsText(plan.intervals)}
      </p>
      <BranchWeekHours branch={branch} today={today} />
    </div>
  );
}
