import { Plus, X } from "lucide-react";
import type { HoursInterval } from "@shared/branch-hours";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { VisuallyHidden } from "@/components/ui/visually-hidden";

/** What the resolver reports under one day's path: the day's own message and each interval's. */
export type IntervalErrors =
  | ({ message?: string; root?: { message?: string } } & {
      [index: number]: { open?: { message?: string }; close?: { message?: string } } | undefined;
    })
  | undefined;

export type IntervalListProps = {
  value: HoursInterval[];
  onChange: (value: HoursInterval[]) => void;
  errors: IntervalErrors;
  /** Read out with each control, e.g. "الأحد". */
  dayLabel: string;
};

// Controlled inputs (not useFieldArray): removing a middle interval cannot leave a stale value behind,
// and the public forms' shared react-hook-form chunk does not grow by the field-array code.
/** The two times of an interval, in reading order. */
const TIME_FIELDS = [
  { key: "open", label: "يفتح" },
  { key: "close", label: "يغلق" },
] as const;

/** A day's opening intervals: add, edit and remove; no interval means closed that day. */
export function IntervalList({ value, onChange, errors, dayLabel }: IntervalListProps) {
  const set = (index: number, key: keyof HoursInterval, time: string) =>
    onChange(value.map((interval, i) => (i === index ? { ...interval, [key]: time } : interval)));
  const dayMessage = errors?.message ?? errors?.root?.message;
  return (
    <div className="flex w-full flex-col gap-2">
      {value.length === 0 ? <p className="text-sm text-neutral-500">مغلق</p> : null}
      {value.map((interval, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: opening intervals have no id; their place in the day is their identity
        <div key={index} className="grid max-w-sm grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
          {TIME_FIELDS.map(({ key, label }) => (
            <FormField
              key={key}
              label={
                <>
                  {label}
                  <VisuallyHidden> ({dayLabel})</VisuallyHidden>
                </>
              }
              error={errors?.[index]?.[key]?.message}
            >
              <Input
                type="time"
                dir="ltr"
                className="h-10 px-2"
                value={interval[key]}
                onChange={(event) => set(index, key, event.target.value)}
              />
            </FormField>
          ))}
          <Button
            variant="ghost"
            size="icon"
            className="w-8"
            aria-label={`حذف الفترة ${index + 1} (${dayLabel})`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      {dayMessage ? (
        <p role="alert" className="text-sm text-red-600">
          {dayMessage}
        </p>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...value, { open: "", close: "" }])}
          disabled={value.length >= 4}
        >
          <Plus aria-hidden="true" />
          إضافة فترة<VisuallyHidden> ({dayLabel})</VisuallyHidden>
        </Button>
      </div>
    </div>
  );
}
