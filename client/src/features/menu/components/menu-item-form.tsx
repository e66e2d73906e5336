import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  BRANCH_NAMES,
  menuItemFormSchema,
  type MenuItemDto,
  type MenuItemFormInput,
  type MenuItemFormValues,
} from "@shared/schema/menu-forms";
import { ImagePickerField } from "@/components/image-upload/image-picker-field";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

const defaults = (item?: MenuItemDto | null): MenuItemFormInput => ({
  name: item?.name ?? "",
  sandwichPrice: item?.sandwichPrice ?? "",
  mealPrice: item?.mealPrice ?? "",
  // Not on the form, but kept on a full edit.
  price: item?.price ?? "",
  sandwichIngredients: item?.sandwichIngredients ?? "",
  mealIngredients: item?.mealIngredients ?? "",
  imageUrl: item?.imageUrl ?? null,
  branches: (item?.branches ?? []) as MenuItemFormInput["branches"],
  isFeatured: item?.isFeatured ?? false,
});

export type MenuItemFormProps = {
  item?: MenuItemDto | null;
  pending: boolean;
  onSubmit: (values: MenuItemFormValues) => void;
  onCancel: () => void;
};

/** The add/edit form; mounted fresh each time the dialog opens, so add starts empty and edit prefilled. */
export function MenuItemForm({ item, pending, onSubmit, onCancel }: MenuItemFormProps) {
  const form = useForm<MenuItemFormInput, unknown, MenuItemFormValues>({
    resolver: zodResolver(menuItemFormSchema),
    defaultValues: defaults(item),
  });
  const { errors } = form.formState;
  const priceInput = { type: "number", step: "0.01", min: "0", inputMode: "decimal" } as const;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label="اسم الصنف" htmlFor="menu-name" error={errors.name?.message}>
        <Input id="menu-name" aria-invalid={!!errors.name} {...form.register("name")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="سعر الساندويش (د.أ)" htmlFor="menu-sandwich-price" error={errors.sandwichPrice?.message}>
          <Input id="menu-sandwich-price" {...priceInput} aria-invalid={!!errors.sandwichPrice} {...form.register("sandwichPrice")} />
        </FormField>
        <FormField label="سعر الوجبة (د.أ)" htmlFor="menu-meal-price" error={errors.mealPrice?.message}>
          <Input id="menu-meal-price" {...priceInput} aria-invalid={!!errors.mealPrice} {...form.register("mealPrice")} />
        </FormField>
      </div>
      <FormField label="مكونات الساندويش" htmlFor="menu-sandwich-ingredients" error={errors.sandwichIngredients?.message}>
        <Textarea id="menu-sandwich-ingredients" rows={2} {...form.register("sandwichIngredients")} />
      </FormField>
      <FormField label="مكونات الوجبة" htmlFor="menu-meal-ingredients" error={errors.mealIngredients?.message}>
        <Textarea id="menu-meal-ingredients" rows={2} {...form.register("mealIngredients")} />
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImagePickerField value={field.value as string | null} current={item?.imageUrl ?? null} onChange={field.onChange} />
        )}
      />
      <div className="flex flex-col gap-2">
        <Label id="menu-branches-label">الفروع (بدون اختيار = جميع الفروع)</Label>
        <Controller
          control={form.control}
          name="branches"
          render={({ field }) => (
            <CheckboxGroup id="menu-branches" options={BRANCH_NAMES} value={(field.value as string[]) ?? []} onChange={field.onChange} />
          )}
        />
        {errors.branches ? <p role="alert" className="text-sm text-red-600">{errors.branches.message ?? "فرع غير معروف"}</p> : null}
      </div>
      <Controller
        control={form.control}
        name="isFeatured"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="menu-featured" checked={!!field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="menu-featured">صنف مميز (يظهر في الواجهة)</Label>
          </div>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          إلغاء
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "جارٍ الحفظ..." : item ? "تحديث الصنف" : "إضافة الصنف"}
        </Button>
      </DialogFooter>
    </form>
  );
}
