import type { HoursInterval, WeeklyHours } from "@shared/branch-hours";
import { DAY_NAMES } from "@shared/branch-hours-text";
import { IntervalList, type IntervalErrors } from "./interval-list";

// The week as Jordan reads it: Saturday first.
const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5];

export type HoursEditorProps = {
  value: WeeklyHours;
  onChange: (value: WeeklyHours) => void;
  errors: unknown;
};

/** Seven days, each with its own intervals; a closing time before the opening one runs past midnight. */
export function HoursEditor({ value, onChange, errors }: HoursEditorProps) {
  const setDay = (day: number, intervals: HoursInterval[]) =>
    onChange(value.map((old, i) => (i === day ? intervals : old)));
  const dayErrors = errors as IntervalErrors[] | undefined;
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold">ساعات العمل الأسبوعية</legend>
      <p className="text-sm text-neutral-600">
        بتوقيت عمّان. فترة يغلق فيها الفرع بعد منتصف الليل تُكتب كما هي، مثل 18:00 إلى 02:00. اليوم بلا فترات مغلق.
      </p>
      <div className="divide-y divide-neutral-200 rounded-xl border border-neutral-200">
        {WEEK_ORDER.map((day) => (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset's min-content width breaks the row on a phone; the group role names the day the same way
          <div
            key={day}
            role="group"
            aria-label={DAY_NAMES[day]}
            className="flex flex-col gap-2 p-2 sm:flex-row sm:gap-4 sm:p-3"
          >
            <span className="w-20 shrink-0 pt-1 font-semibold">{DAY_NAMES[day]}</span>
            <IntervalList
              value={value[day] ?? []}
              onChange={(next) => setDay(day, next)}
              errors={dayErrors?.[day]}
              dayLabel={DAY_NAMES[day]}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
