import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MenuCategoryDto, MenuItemDto } from "@shared/api/menu.contract";
import { ALLERGEN_LABELS, allergens } from "@shared/schema/enums";
import { menuItemFormSchema, type MenuItemFormInput, type MenuItemFormValues } from "@shared/schema/menu-forms";
import { BranchesField } from "@/components/admin/branches-field";
import { FormDialogFooter } from "@/components/admin/form-dialog";
import { ImagePickerField } from "@/components/image-upload/image-picker-field";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { Form } from "@/components/ui/form";

const defaults = (item: MenuItemDto | null | undefined, categories: MenuCategoryDto[]): MenuItemFormInput => ({
  name: item?.name ?? "",
  categoryId: item?.categoryId ?? categories[0]?.id,
  sandwichPrice: item?.sandwichPrice ?? "",
  mealPrice: item?.mealPrice ?? "",
  // Not on the form, but kept on a full edit.
  price: item?.price ?? "",
  ingredients: item?.ingredients ?? "",
  sandwichIngredients: item?.sandwichIngredients ?? "",
  mealIngredients: item?.mealIngredients ?? "",
  sandwichCalories: item?.sandwichCalories ?? "",
  mealCalories: item?.mealCalories ?? "",
  allergens: (item?.allergens ?? []) as MenuItemFormInput["allergens"],
  imageUrl: item?.imageUrl ?? null,
  branches: (item?.branches ?? []) as MenuItemFormInput["branches"],
  isFeatured: item?.isFeatured ?? false,
});

export type MenuItemFormProps = {
  item?: MenuItemDto | null;
  /** Every category, in order; a new dish starts in the first. */
  categories: MenuCategoryDto[];
  pending: boolean;
  onSubmit: (values: MenuItemFormValues) => void;
};

/** The add/edit form; mounted fresh each time the dialog opens, so add starts empty and edit prefilled. */
export function MenuItemForm({ item, categories, pending, onSubmit }: MenuItemFormProps) {
  const form = useForm<MenuItemFormInput, unknown, MenuItemFormValues>({
    resolver: zodResolver(menuItemFormSchema),
    defaultValues: defaults(item, categories),
  });
  const { errors } = form.formState;
  const priceInput = { type: "number", step: "0.01", min: "0", inputMode: "decimal" } as const;
  const caloriesInput = { type: "number", step: "1", min: "0", inputMode: "numeric" } as const;

  return (
    <Form form={form} onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label="اسم الصنف" htmlFor="menu-name" name="name">
        <Input id="menu-name" {...form.register("name")} />
      </FormField>
      <Controller
        control={form.control}
        name="categoryId"
        render={({ field }) => (
          <FormField label="التصنيف" htmlFor="menu-category" name="categoryId">
            <Select value={field.value ?? ""} onValueChange={field.onChange}>
              <SelectTrigger>
                <SelectValue placeholder="اختر التصنيف" />
              </SelectTrigger>
              <SelectContent>
                {categories.map((category) => (
                  <SelectItem key={category.id} value={category.id}>
                    {category.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      <FormField label="المكونات" htmlFor="menu-ingredients" name="ingredients">
        <Textarea id="menu-ingredients" rows={2} {...form.register("ingredients")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="سعر الساندويش (د.أ)" htmlFor="menu-sandwich-price" name="sandwichPrice">
          <Input id="menu-sandwich-price" {...priceInput} {...form.register("sandwichPrice")} />
        </FormField>
        <FormField label="سعر الوجبة (د.أ)" htmlFor="menu-meal-price" name="mealPrice">
          <Input id="menu-meal-price" {...priceInput} {...form.register("mealPrice")} />
        </FormField>
      </div>
      <FormField label="مكونات الساندويش" htmlFor="menu-sandwich-ingredients" name="sandwichIngredients">
        <Textarea id="menu-sandwich-ingredients" rows={2} {...form.register("sandwichIngredients")} />
      </FormField>
      <FormField label="مكونات الوجبة" htmlFor="menu-meal-ingredients" name="mealIngredients">
        <Textarea id="menu-meal-ingredients" rows={2} {...form.register("mealIngredients")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="سعرات الساندويش" htmlFor="menu-sandwich-calories" name="sandwichCalories">
          <Input id="menu-sandwich-calories" {...caloriesInput} {...form.register("sandwichCalories")} />
        </FormField>
        <FormField label="سعرات الوجبة" htmlFor="menu-meal-calories" name="mealCalories">
          <Input id="menu-meal-calories" {...caloriesInput} {...form.register("mealCalories")} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="allergens"
        render={({ field }) => (
          <div className="flex flex-col gap-2">
            <Label id="menu-allergens-label">مسببات الحساسية</Label>
            <CheckboxGroup
              id="menu-allergens"
              options={allergens}
              labels={ALLERGEN_LABELS}
              value={(field.value as string[]) ?? []}
              onChange={field.onChange}
            />
          </div>
        )}
      />
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
    </Form>
  );
}
