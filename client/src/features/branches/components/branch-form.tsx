import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { HoursException, WeeklyHours } from "@shared/branch-hours";
import { mapsShortLink, parseMapsLink } from "@shared/maps-link";
import {
  BRANCH_MESSAGES,
  branchFormSchema,
  type BranchFormInput,
  type BranchFormValues,
} from "@shared/schema/branches-forms";
import type { AdminBranchDto } from "@shared/api/branches.contract";
import { SaveBar } from "@/components/admin/save-bar";
import { ImagePickerField } from "@/components/image-upload/image-picker-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ExceptionsEditor } from "./exceptions-editor";
import { HoursEditor } from "./hours-editor";
import { Form } from "@/components/ui/form";

const defaults = (branch: AdminBranchDto): BranchFormInput => ({
  address: branch.address ?? "",
  area: branch.area ?? "",
  phone: branch.phone ?? "",
  whatsapp: branch.whatsapp ?? "",
  lat: branch.lat === null ? "" : String(branch.lat),
  lng: branch.lng === null ? "" : String(branch.lng),
  mapsLink: branch.mapsUrl ?? "",
  talabatUrl: branch.talabatUrl ?? "",
  careemUrl: branch.careemUrl ?? "",
  imageUrl: branch.imageUrl,
  hours: branch.hours,
  exceptions: branch.exceptions,
});

export type BranchFormProps = {
  branch: AdminBranchDto;
  pending: boolean;
  onSubmit: (values: BranchFormValues) => void;
  /** Told whenever the form starts or stops differing from the saved branch (and false when it goes away). */
  onDirtyChange: (dirty: boolean) => void;
};

/** One branch's details, location, delivery links, photo and hours. */
export function BranchForm({ branch, pending, onSubmit, onDirtyChange }: BranchFormProps) {
  const form = useForm<BranchFormInput, unknown, BranchFormValues>({
    resolver: zodResolver(branchFormSchema),
    defaultValues: defaults(branch),
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const id = (field: string) => `${branch.slug}-${field}`;
  const shortLink = mapsShortLink(useWatch({ control: form.control, name: "mapsLink" }) ?? "") !== null;
  // A pasted link fills the coordinates at once, so the admin sees what will be saved.
  const mapsLink = form.register("mapsLink", {
    onChange: (event: { target: { value: string } }) => {
      const pin = parseMapsLink(event.target.value);
      if (!pin) return;
      form.setValue("lat", String(pin.lat));
      form.setValue("lng", String(pin.lng));
    },
  });

  return (
    <Form form={form} onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold">العنوان والتواصل</legend>
        <FormField label="العنوان" htmlFor={id("address")} name="address" className="sm:col-span-2">
          <Input id={id("address")} {...form.register("address")} />
        </FormField>
        <FormField label="المنطقة" htmlFor={id("area")} name="area">
          <Input id={id("area")} {...form.register("area")} />
        </FormField>
        <FormField
          label="رقم الهاتف"
          htmlFor={id("phone")}
          name="phone"
          hint="خلوي أو أرضي، مثل 0791234567 أو 065123456"
        >
          <Input id={id("phone")} type="tel" dir="ltr" className="text-end" {...form.register("phone")} />
        </FormField>
        <FormField label="رقم واتساب" htmlFor={id("whatsapp")} name="whatsapp">
          <Input id={id("whatsapp")} type="tel" dir="ltr" className="text-end" {...form.register("whatsapp")} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold">الموقع على الخريطة</legend>
        <FormField
          label="رابط خرائط Google"
          htmlFor={id("maps")}
          name="mapsLink"
          hint={
            shortLink
              ? BRANCH_MESSAGES.mapsShortLink
              : "الصق الرابط الكامل وتُقرأ منه الإحداثيات، أو رابط المشاركة المختصر واكتب الإحداثيات بنفسك"
          }
          className="sm:col-span-2"
        >
          <Input id={id("maps")} dir="ltr" {...mapsLink} />
        </FormField>
        <FormField label="خط العرض" htmlFor={id("lat")} name="lat">
          <Input id={id("lat")} dir="ltr" inputMode="decimal" {...form.register("lat")} />
        </FormField>
        <FormField label="خط الطول" htmlFor={id("lng")} name="lng">
          <Input id={id("lng")} dir="ltr" inputMode="decimal" {...form.register("lng")} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold">منصات التوصيل</legend>
        <FormField label="رابط طلبات" htmlFor={id("talabat")} name="talabatUrl">
          <Input id={id("talabat")} type="url" dir="ltr" {...form.register("talabatUrl")} />
        </FormField>
        <FormField label="رابط كريم" htmlFor={id("careem")} name="careemUrl">
          <Input id={id("careem")} type="url" dir="ltr" {...form.register("careemUrl")} />
        </FormField>
      </fieldset>

      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImagePickerField value={field.value as string | null} current={branch.imageUrl} onChange={field.onChange} />
        )}
      />

      <Controller
        control={form.control}
        name="hours"
        render={({ field }) => (
          <HoursEditor value={field.value as WeeklyHours} onChange={field.onChange} errors={errors.hours} />
        )}
      />
      <Controller
        control={form.control}
        name="exceptions"
        render={({ field }) => (
          <ExceptionsEditor
            value={field.value as HoursException[]}
            onChange={field.onChange}
            errors={errors.exceptions}
          />
        )}
      />

      <SaveBar dirty={isDirty} className="-mx-4 -mb-4 rounded-b-2xl px-4 sm:-mx-6 sm:-mb-6 sm:px-6">
        <Button type="submit" disabled={pending}>
          {pending ? "جارٍ الحفظ..." : `حفظ فرع ${branch.name}`}
        </Button>
      </SaveBar>
    </Form>
  );
}
