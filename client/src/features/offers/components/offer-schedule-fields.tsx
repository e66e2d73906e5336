import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { DAY_NAMES } from "@shared/branch-hours-text";
import { fromAmmanLocal } from "@shared/offer-schedule";
import type { OfferFormInput } from "@shared/schema/offers-forms";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDateTimeWords } from "@/lib/format";

// The week as people here read it, from Saturday; values are the weekday numbers (0 = Sunday).
const WEEK = ["6", "0", "1", "2", "3", "4", "5"] as const;
const DAY_LABELS = Object.fromEntries(WEEK.map((day) => [day, DAY_NAMES[Number(day)]]));

export type OfferScheduleFieldsProps = {
  control: Control<OfferFormInput>;
  register: UseFormRegister<OfferFormInput>;
  errors: FieldErrors<OfferFormInput>;
};

/** The chosen Amman time in words, or nothing while the field is empty or incomplete. */
const inWords = (local: string | Date | null | undefined) => {
  const at = typeof local === "string" && local ? fromAmmanLocal(local) : local instanceof Date ? local : null;
  return at ? formatDateTimeWords(at) : undefined;
};

/** When the offer is shown: start and end in Amman time (either may stay empty), and optional weekdays. */
export function OfferScheduleFields({ control, register, errors }: OfferScheduleFieldsProps) {
  const [startsAt, endsAt] = useWatch({ control, name: ["startsAt", "endsAt"] });
  return (
    <fieldset className="space-y-3 rounded-md border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-semibold">جدولة العرض (بتوقيت عمّان)</legend>
      <p className="text-xs text-neutral-500">اتركها فارغة ليظهر العرض دائماً. خارج الموعد لا يظهر العرض للزوار.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="يبدأ في" htmlFor="offer-starts" name="startsAt" hint={inWords(startsAt)}>
          <Input id="offer-starts" type="datetime-local" {...register("startsAt")} />
        </FormField>
        <FormField label="ينتهي في" htmlFor="offer-ends" name="endsAt" hint={inWords(endsAt)}>
          <Input id="offer-ends" type="datetime-local" {...register("endsAt")} />
        </FormField>
      </div>
      <div className="space-y-2">
        <Label id="offer-weekdays-label">أيام العرض (بلا اختيار: كل الأيام)</Label>
        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => (
            <CheckboxGroup
              id="offer-weekdays"
              options={WEEK}
              labels={DAY_LABELS}
              value={(field.value ?? []).map(String)}
              onChange={(days) => field.onChange(days.map(Number))}
            />
          )}
        />
        {errors.weekdays?.message && (
          <p role="alert" className="text-sm text-red-600">
            {errors.weekdays.message}
          </p>
        )}
      </div>
    </fieldset>
  );
}
