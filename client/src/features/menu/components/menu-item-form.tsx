import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MenuItemDto } from "@shared/api/menu.contract";
import { menuItemFormSchema, type MenuItemFormInput, type MenuItemFormValues } from "@shared/schema/menu-forms";
import { BranchesField } from "@/components/admin/branches-field";
import { FormDialogFooter } from "@/components/admin/form-dialog";
import { ImagePickerField } from "@/components/image-upload/image-picker-field";
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
  ingredients: item?.ingredients ?? "",
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
};

/** The add/edit form; mounted fresh each time the dialog opens, so add starts empty and edit prefilled. */
export function MenuItemForm({ item, pending, onSubmit }: MenuItemFormProps) {
  const form = useForm<MenuItemFormInput, unknown, MenuItemFormValues>({
    resolver: zodResolver(menuItemFormSchema),
    defaultValues: defaults(item),
  });
  const { errors } = form.formState;
  const priceInput = { type: "number", step: "0.01", min: "0", inputMode: "decimal" } as const;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label="اسم الصنف" htmlFor="menu-name" error={errors.name?.message}>
        <Input id="menu-name" {...form.register("name")} />
      </FormField>
      <FormField label="المكونات" htmlFor="menu-ingredients" error={errors.ingredients?.message}>
        <Textarea id="menu-ingredients" rows={2} {...form.register("ingredients")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="سعر الساندويش (د.أ)" htmlFor="menu-sandwich-price" error={errors.sandwichPrice?.message}>
          <Input id="menu-sandwich-price" {...priceInput} {...form.register("sandwichPrice")} />
        </FormField>
        <FormField label="سعر الوجبة (د.أ)" htmlFor="menu-meal-price" error={errors.mealPrice?.message}>
          <Input id="menu-meal-price" {...priceInput} {...form.register("mealPrice")} />
        </FormField>
      </div>
      <FormField
        label="مكونات الساندويش"
        htmlFor="menu-sandwich-ingredients"
        error={errors.sandwichIngredients?.message}
      >
        <Textarea id="menu-sandwich-ingredients" rows={2} {...form.register("sandwichIngredients")} />
      </FormField>
      <FormField label="مكونات الوجبة" htmlFor="menu-meal-ingredients" error={errors.mealIngredients?.message}>
        <Textarea id="menu-meal-ingredients" rows={2} {...form.register("mealIngredients")} />
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImagePickerField
            value={field.value as string | null}
            current={item?.imageUrl ?? null}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="branches"
        render={({ field }) => (
          <BranchesField
            id="menu-branches"
            value={(field.value as string[]) ?? []}
            onChange={field.onChange}
            error={errors.branches ? (errors.branches.message ?? "فرع غير معروف") : undefined}
          />
        )}
      />
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
      <FormDialogFooter pending={pending} submitLabel={item ? "تحديث الصنف" : "إضافة الصنف"} />
    </form>
  );
}
