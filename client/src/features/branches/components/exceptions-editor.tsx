import { CalendarPlus, Trash2 } from "lucide-react";
import type { HoursException } from "@shared/branch-hours";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { IntervalList, type IntervalErrors } from "./interval-list";

type EntryErrors = {
  label?: { message?: string };
  from?: { message?: string };
  to?: { message?: string };
  intervals?: IntervalErrors;
};

export type ExceptionsEditorProps = {
  value: HoursException[];
  onChange: (value: HoursException[]) => void;
  errors: unknown;
};

/** Dated hours (Ramadan, Eid, a closure) that replace the weekly plan between two dates. */
export function ExceptionsEditor({ value, onChange, errors }: ExceptionsEditorProps) {
  const entryErrors = errors as (EntryErrors | undefined)[] | undefined;
  const set = (index: number, changes: Partial<HoursException>) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, ...changes } : entry)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold">ساعات خاصة بتواريخ</legend>
      <p className="text-sm text-neutral-600">
        تحل محل الساعات الأسبوعية من تاريخ البداية إلى تاريخ النهاية. بلا فترات يعني أن الفرع مغلق.
      </p>
      {value.map((entry, index) => {
        const name = `استثناء ${index + 1}`;
        const entryError = entryErrors?.[index];
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset's min-content width breaks the grid on a phone; the group role names it the same way
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a new exception has no id until saved; its place in the list is its identity
            key={index}
            role="group"
            aria-label={name}
            className="space-y-3 rounded-xl border border-neutral-200 p-3"
          >
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField label={`الاسم (${name})`} error={entryError?.label?.message} hint="مثل رمضان أو عطلة العيد">
                <Input value={entry.label} onChange={(event) => set(index, { label: event.target.value })} />
              </FormField>
              <FormField label={`من تاريخ (${name})`} error={entryError?.from?.message}>
                <Input
                  type="date"
                  dir="ltr"
                  value={entry.from}
                  onChange={(event) => set(index, { from: event.target.value })}
                />
              </FormField>
              <FormField label={`إلى تاريخ (${name})`} error={entryError?.to?.message}>
                <Input
                  type="date"
                  dir="ltr"
                  value={entry.to}
                  onChange={(event) => set(index, { to: event.target.value })}
                />
              </FormField>
            </div>
            <IntervalList
              value={entry.intervals}
              onChange={(intervals) => set(index, { intervals })}
              errors={entryError?.intervals}
              dayLabel={name}
            />
            <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((_, i) => i !== index))}>
              <Trash2 aria-hidden="true" />
              حذف {name}
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange([...value, { label: "", from: "", to: "", intervals: [] }])}
      >
        <CalendarPlus aria-hidden="true" />
        إضافة ساعات خاصة
      </Button>
    </fieldset>
  );
}
