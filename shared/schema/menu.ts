import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, isActive, price } from "./columns";

export const menuItems = pgTable("menu_items", {
  id: id(),
  name: text("name").notNull(),
  ingredients: text("ingredients"),
  price: price("price"),
  sandwichPrice: price("sandwich_price"),
  mealPrice: price("meal_price"),
  sandwichIngredients: text("sandwich_ingredients"),
  mealIngredients: text("meal_ingredients"),
  imageUrl: text("image_url"),
  branches: text("branches").array().notNull().default([]),
  isActive: isActive(),
  isFeatured: boolean("is_featured").notNull().default(false),
  createdAt: createdAt(),
});
