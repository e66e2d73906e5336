import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { OfferDto } from "@shared/api/offers.contract";
import { toAmmanLocal } from "@shared/offer-schedule";
import { offerFormSchema, type OfferFormInput, type OfferFormValues } from "@shared/schema/offers-forms";
import { BranchesField } from "@/components/admin/branches-field";
import { FormDialogFooter } from "@/components/admin/form-dialog";
import { ImagePickerField } from "@/components/image-upload/image-picker-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { OfferScheduleFields } from "./offer-schedule-fields";
import { Form } from "@/components/ui/form";

const defaults = (offer?: OfferDto | null): OfferFormInput => ({
  title: offer?.title ?? "",
  description: offer?.description ?? "",
  originalPrice: offer?.originalPrice ?? "",
  discountedPrice: offer?.discountedPrice ?? "",
  imageUrl: offer?.imageUrl ?? null,
  branches: (offer?.branches ?? []) as OfferFormInput["branches"],
  // Shown and typed as Amman's clocks read, whatever the browser's zone.
  startsAt: offer?.startsAt ? toAmmanLocal(offer.startsAt) : "",
  endsAt: offer?.endsAt ? toAmmanLocal(offer.endsAt) : "",
  weekdays: offer?.weekdays ?? [],
});

export type OfferFormProps = {
  offer?: OfferDto | null;
  pending: boolean;
  onSubmit: (values: OfferFormValues) => void;
};

export function OfferForm({ offer, pending, onSubmit }: OfferFormProps) {
  const form = useForm<OfferFormInput, unknown, OfferFormValues>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: defaults(offer),
  });
  const { errors } = form.formState;
  const priceInput = { type: "number", step: "0.01", min: "0", inputMode: "decimal" } as const;

  return (
    <Form form={form} onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label="عنوان العرض" htmlFor="offer-title" name="title">
        <Input id="offer-title" {...form.register("title")} />
      </FormField>
      <FormField label="الوصف" htmlFor="offer-description" name="description">
        <Textarea id="offer-description" rows={3} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="السعر الأصلي (د.أ)" htmlFor="offer-original" name="originalPrice">
          <Input id="offer-original" {...priceInput} {...form.register("originalPrice")} />
        </FormField>
        <FormField label="السعر بعد الخصم (د.أ)" htmlFor="offer-discounted" name="discountedPrice">
          <Input id="offer-discounted" {...priceInput} {...form.register("discountedPrice")} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImagePickerField
            value={field.value as string | null}
            current={offer?.imageUrl ?? null}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="branches"
        render={({ field }) => (
          <BranchesField id="offer-branches" value={(field.value as string[]) ?? []} onChange={field.onChange} />
        )}
      />
      <OfferScheduleFields control={form.control} register={form.register} errors={errors} />
      <FormDialogFooter pending={pending} submitLabel={offer ? "تحديث العرض" : "إضافة العرض"} />
    </Form>
  );
}
