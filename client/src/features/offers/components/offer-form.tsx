import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BRANCH_NAMES } from "@shared/schema/menu-forms";
import { offerFormSchema, type OfferDto, type OfferFormInput, type OfferFormValues } from "@shared/schema/offers-forms";
import { ImagePickerField } from "@/components/image-upload/image-picker-field";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

const defaults = (offer?: OfferDto | null): OfferFormInput => ({
  title: offer?.title ?? "",
  description: offer?.description ?? "",
  originalPrice: offer?.originalPrice ?? "",
  discountedPrice: offer?.discountedPrice ?? "",
  imageUrl: offer?.imageUrl ?? null,
  branches: (offer?.branches ?? []) as OfferFormInput["branches"],
});

export type OfferFormProps = {
  offer?: OfferDto | null;
  pending: boolean;
  onSubmit: (values: OfferFormValues) => void;
  onCancel: () => void;
};

export function OfferForm({ offer, pending, onSubmit, onCancel }: OfferFormProps) {
  const form = useForm<OfferFormInput, unknown, OfferFormValues>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: defaults(offer),
  });
  const { errors } = form.formState;
  const priceInput = { type: "number", step: "0.01", min: "0", inputMode: "decimal" } as const;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label="عنوان العرض" htmlFor="offer-title" error={errors.title?.message}>
        <Input id="offer-title" aria-invalid={!!errors.title} {...form.register("title")} />
      </FormField>
      <FormField label="الوصف" htmlFor="offer-description" error={errors.description?.message}>
        <Textarea id="offer-description" rows={3} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="السعر الأصلي (د.أ)" htmlFor="offer-original" error={errors.originalPrice?.message}>
          <Input id="offer-original" {...priceInput} aria-invalid={!!errors.originalPrice} {...form.register("originalPrice")} />
        </FormField>
        <FormField label="السعر بعد الخصم (د.أ)" htmlFor="offer-discounted" error={errors.discountedPrice?.message}>
          <Input id="offer-discounted" {...priceInput} aria-invalid={!!errors.discountedPrice} {...form.register("discountedPrice")} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImagePickerField value={field.value as string | null} current={offer?.imageUrl ?? null} onChange={field.onChange} />
        )}
      />
      <div className="flex flex-col gap-2">
        <Label id="offer-branches-label">الفروع (بدون اختيار = جميع الفروع)</Label>
        <Controller
          control={form.control}
          name="branches"
          render={({ field }) => (
            <CheckboxGroup id="offer-branches" options={BRANCH_NAMES} value={(field.value as string[]) ?? []} onChange={field.onChange} />
          )}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          إلغاء
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "جارٍ الحفظ..." : offer ? "تحديث العرض" : "إضافة العرض"}
        </Button>
      </DialogFooter>
    </form>
  );
}
