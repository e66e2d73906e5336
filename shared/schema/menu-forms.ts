import { z } from "zod";
import { editSchema, optionalPriceField, optionalText, requiredText } from "./fields";
import { IMAGE_PATH_PATTERN } from "./menu-images";

import { BRANCH_NAMES } from "../branches";

export { BRANCH_NAMES };

export const MENU_ITEM_NOT_FOUND = "الصنف غير موجود";
export const MENU_MESSAGES = {
  ingredients: "المكونات يجب ألا تزيد عن 500 حرف",
} as const;

export const branchesField = () =>
  z
    .array(z.enum(BRANCH_NAMES, { error: "فرع غير معروف، اختر من قائمة الفروع" }), { error: "قائمة الفروع غير صحيحة" })
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

/** A processed image path (/objects/<id>.webp) or nothing; blank counts as nothing. */
export const imageUrlField = () =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.string().regex(IMAGE_PATH_PATTERN, "رابط الصورة غير صالح").nullable(),
  );

const flag = z.boolean({ error: "القيمة يجب أن تكون صح أو خطأ" });

export const menuItemFormSchema = z.object({
  name: requiredText("اسم الصنف مطلوب", 1, 200),
  sandwichPrice: optionalPriceField(),
  mealPrice: optionalPriceField(),
  price: optionalPriceField(),
  ingredients: optionalText(500, MENU_MESSAGES.ingredients),
  sandwichIngredients: optionalText(2000),
  mealIngredients: optionalText(2000),
  imageUrl: imageUrlField(),
  branches: branchesField(),
  isFeatured: flag.optional(),
  isActive: flag.optional(),
});
export type MenuItemFormInput = z.input<typeof menuItemFormSchema>;
export type MenuItemFormValues = z.output<typeof menuItemFormSchema>;

/** A menu item's edit: a full edit, a quick toggle ({isActive} or {isFeatured}) or any part of the form. */
export const menuItemEditSchema = editSchema(menuItemFormSchema);
export type MenuItemEditValues = z.output<typeof menuItemEditSchema>;
