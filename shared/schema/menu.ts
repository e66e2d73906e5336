import { boolean, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isActive, price } from "./columns";

// Groups of the menu (وجبات، ساندويشات…), in the admin's order; a hidden one hides its dishes publicly.
export const menuCategories = pgTable("menu_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  order: integer("order").notNull(),
  isActive: isActive(),
  createdAt: createdAt(),
});

export const menuItems = pgTable("menu_items", {
  id: id(),
  // Restrict: a category is deleted only once it holds no dish, so no dish is left without one.
  categoryId: uuid("category_id")
    .notNull()
    .references(() => menuCategories.id, { onDelete: "restrict" }),
  /** The dish's place within its category (1 = first). */
  order: integer("order").notNull().default(0),
  name: text("name").notNull(),
  ingredients: text("ingredients"),
  price: price("price"),
  sandwichPrice: price("sandwich_price"),
  mealPrice: price("meal_price"),
  sandwichIngredients: text("sandwich_ingredients"),
  mealIngredients: text("meal_ingredients"),
  sandwichCalories: integer("sandwich_calories"),
  mealCalories: integer("meal_calories"),
  allergens: text("allergens").array().notNull().default([]),
  // "نفد اليوم": branch name → the instant its mark ends (that branch's next business day opening,
  // computed when it was set), so a read compares with the clock and nothing has to clear it.
  soldOutUntil: jsonb("sold_out_until").$type<Record<string, string>>().notNull().default({}),
  imageUrl: text("image_url"),
  branches: text("branches").array().notNull().default([]),
  isActive: isActive(),
  isFeatured: boolean("is_featured").notNull().default(false),
  createdAt: createdAt(),
});

// A single row (id 1), written on the owner's first save: the menu search's spelling groups beside the
// built-in ones, each "word، word، word" (words one search should find alike).
export const menuSearchSettings = pgTable("menu_search_settings", {
  id: integer("id").primaryKey().default(1),
  spellings: text("spellings").array().notNull().default([]),
});
