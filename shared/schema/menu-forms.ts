import { z } from "zod";
import { toLatinDigits } from "../normalize";
import { allergens } from "./enums";
import { UNKNOWN_BRANCH, branchesField, editSchema, optionalPriceField, optionalText, requiredText } from "./fields";
import { IMAGE_PATH_PATTERN } from "./menu-images";

export const MENU_ITEM_NOT_FOUND = "الصنف غير موجود";
export const CATEGORY_NOT_FOUND = "التصنيف غير موجود";
export const MENU_MESSAGES = {
  ingredients: "المكونات يجب ألا تزيد عن 500 حرف",
  category: "اختر تصنيفاً من القائمة",
  categoryName: "اسم التصنيف مطلوب",
  categoryTaken: "يوجد تصنيف بهذا الاسم مسبقاً",
  categoryInUse: "لا يمكن حذف تصنيف فيه أصناف، انقلها إلى تصنيف آخر أولاً",
  calories: "السعرات الحرارية يجب أن تكون رقماً صحيحاً بين 0 و5000",
  allergen: "مسبب حساسية غير معروف، اختر من القائمة",
} as const;

export const MAX_CALORIES = 5000;

/** Calories as a whole number (Arabic digits allowed); blank or absent means not given. */
const caloriesField = () =>
  z.preprocess((value) => {
    if (value === "" || value === undefined) return null;
    if (typeof value !== "string") return value;
    const text = toLatinDigits(value).trim();
    return text === "" ? null : Number(text);
  }, z
    .number({ error: MENU_MESSAGES.calories })
    .int(MENU_MESSAGES.calories)
    .min(0, MENU_MESSAGES.calories)
    .max(MAX_CALORIES, MENU_MESSAGES.calories)
    .nullable());

const allergensField = () =>
  z
    .array(z.enum(allergens, { error: MENU_MESSAGES.allergen }), { error: MENU_MESSAGES.allergen })
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
  // Absent on create: the first category (a menu without any gets «وجبات»).
  categoryId: z.uuid({ error: MENU_MESSAGES.category }).optional(),
  sandwichPrice: optionalPriceField(),
  mealPrice: optionalPriceField(),
  price: optionalPriceField(),
  ingredients: optionalText(500, MENU_MESSAGES.ingredients),
  sandwichIngredients: optionalText(2000),
  mealIngredients: optionalText(2000),
  sandwichCalories: caloriesField(),
  mealCalories: caloriesField(),
  allergens: allergensField(),
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

export const menuCategoryFormSchema = z.object({
  name: requiredText(MENU_MESSAGES.categoryName, 1, 60),
  isActive: flag.optional(),
});
export type MenuCategoryFormInput = z.input<typeof menuCategoryFormSchema>;
export type MenuCategoryFormValues = z.output<typeof menuCategoryFormSchema>;

/** A rename, a hide/show toggle, or both. */
export const menuCategoryEditSchema = editSchema(menuCategoryFormSchema);
export type MenuCategoryEditValues = z.output<typeof menuCategoryEditSchema>;

/** Marks a dish sold out today (or lifts the mark) at one branch, or at every branch when none is named. */
export const soldOutSchema = z.object({
  branch: z.string({ error: UNKNOWN_BRANCH }).trim().min(1, UNKNOWN_BRANCH).max(40, UNKNOWN_BRANCH).nullish(),
  soldOut: flag,
});
export type SoldOutValues = z.output<typeof soldOutSchema>;
