import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { DrawSettingsDto } from "@shared/api/lottery.contract";
import { lotteryRoutes } from "@shared/api/lottery.routes";
import { drawSettingsSchema, type DrawSettings, type DrawSettingsInput } from "@shared/schema/draw-forms";
import { INVOICE_CHARACTER_LABELS } from "@shared/schema/draw-rules";
import { invoiceCharacterSets } from "@shared/schema/enums";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApiMutation } from "@/lib/api-mutation";
import { drawSettingsQuery } from "../api/draw-settings-queries";
import { Form } from "@/components/ui/form";

const text = (value: number | string | null) => (value === null ? "" : String(value));

const formOf = (settings: DrawSettingsDto): DrawSettingsInput => ({
  winsPerPhonePerDay: text(settings.winsPerPhonePerDay),
  winsPerPhonePerPeriod: text(settings.winsPerPhonePerPeriod),
  periodStart: text(settings.periodStart),
  periodEnd: text(settings.periodEnd),
  invoiceCharacters: settings.invoiceCharacters,
  invoiceMinLength: text(settings.invoiceMinLength),
  invoiceMaxLength: text(settings.invoiceMaxLength),
});

const blank: DrawSettingsInput = {
  winsPerPhonePerDay: "",
  winsPerPhonePerPeriod: "",
  periodStart: "",
  periodEnd: "",
  invoiceCharacters: "any",
  invoiceMinLength: "",
  invoiceMaxLength: "",
};

const tile =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold " +
  "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 " +
  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500";

/** The draw's rules: wins per phone, the draw period (Amman days), and what an invoice number looks like. */
export function DrawSettingsCard() {
  const queryClient = useQueryClient();
  const settings = useQuery(drawSettingsQuery());
  const update = useApiMutation(lotteryRoutes, "updateDrawSettings", {
    success: "تم حفظ إعدادات السحب",
    failure: "خطأ في حفظ إعدادات السحب",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  const form = useForm<DrawSettingsInput, unknown, DrawSettings>({
    resolver: zodResolver(drawSettingsSchema),
    defaultValues: blank,
  });
  const { errors, isDirty } = form.formState;
  const unsaved = useUnsavedChanges(isDirty);
  // What the owner already typed survives the saved values arriving late.
  useEffect(() => {
    if (settings.data) form.reset(formOf(settings.data), { keepDirtyValues: true });
  }, [settings.data, form]);
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { body: values },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(drawSettingsQuery().queryKey, saved);
          form.reset(formOf(saved));
        },
      },
    ),
  );
  const numberField = (
    id: string,
    name: "winsPerPhonePerDay" | "winsPerPhonePerPeriod" | "invoiceMinLength" | "invoiceMaxLength",
  ) => (
    <Input id={id} type="number" inputMode="numeric" min={1} dir="ltr" className="text-end" {...form.register(name)} />
  );

  return (
    <section aria-labelledby="draw-settings-title" className="max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle id="draw-settings-title">إعدادات السحب</CardTitle>
          <p className="text-sm text-neutral-600">اترك أي حقل فارغاً ليبقى بلا حد.</p>
        </CardHeader>
        <CardContent>
          <Form form={form} onSubmit={onSubmit} noValidate className="space-y-6">
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 font-semibold">حدود الفوز لكل رقم هاتف</legend>
              <FormField label="مرات الفوز في اليوم" htmlFor="draw-per-day" name="winsPerPhonePerDay">
                {numberField("draw-per-day", "winsPerPhonePerDay")}
              </FormField>
              <FormField
                label="مرات الفوز في فترة السحب"
                htmlFor="draw-per-period"
                name="winsPerPhonePerPeriod"
                hint="بلا فترة سحب: طوال السحب."
              >
                {numberField("draw-per-period", "winsPerPhonePerPeriod")}
              </FormField>
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 font-semibold">فترة السحب (بتوقيت عمّان، تشمل اليومين)</legend>
              <FormField label="تبدأ في" htmlFor="draw-period-start" name="periodStart">
                <Input
                  id="draw-period-start"
                  type="date"
                  dir="ltr"
                  className="text-end"
                  {...form.register("periodStart")}
                />
              </FormField>
              <FormField label="تنتهي في" htmlFor="draw-period-end" name="periodEnd">
                <Input
                  id="draw-period-end"
                  type="date"
                  dir="ltr"
                  className="text-end"
                  {...form.register("periodEnd")}
                />
              </FormField>
            </fieldset>
            <fieldset
              className="space-y-3"
              aria-describedby={errors.invoiceCharacters ? "draw-characters-error" : undefined}
            >
              <legend className="mb-2 font-semibold">صيغة رقم الفاتورة</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {invoiceCharacterSets.map((set) => (
                  <label key={set} className={tile}>
                    <input
                      type="radio"
                      value={set}
                      className="size-4 accent-brand-700"
                      {...form.register("invoiceCharacters")}
                    />
                    {INVOICE_CHARACTER_LABELS[set]}
                  </label>
                ))}
              </div>
              <FieldError id="draw-characters-error">{errors.invoiceCharacters?.message}</FieldError>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="أدنى طول" htmlFor="draw-min-length" name="invoiceMinLength">
                  {numberField("draw-min-length", "invoiceMinLength")}
                </FormField>
                <FormField label="أقصى طول" htmlFor="draw-max-length" name="invoiceMaxLength">
                  {numberField("draw-max-length", "invoiceMaxLength")}
                </FormField>
              </div>
            </fieldset>
            <Button type="submit" disabled={update.isPending || settings.isPending}>
              {update.isPending ? "جارٍ الحفظ..." : "حفظ إعدادات السحب"}
            </Button>
          </Form>
          {unsaved.prompt}
        </CardContent>
      </Card>
    </section>
  );
}
