import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { allergens } from "../schema/enums";
import { moveSchema } from "../schema/fields";
import { menuCategories, menuItems, menuSearchSettings } from "../schema/menu";
import { searchSpellingsSchema } from "../schema/menu-search-forms";
import {
  CATEGORY_NOT_FOUND,
  MENU_ITEM_NOT_FOUND,
  menuCategoryEditSchema,
  menuCategoryFormSchema,
  menuItemEditSchema,
  menuItemFormSchema,
  soldOutSchema,
} from "../schema/menu-forms";
import type { SpecsOf } from "./endpoint";
import type { menuRoutes } from "./menu.routes";
import { activeQuery, bodyFor, createSpec, idParams, onTheWire, removeSpec, updateSpec } from "./wire";

export const menuItemResponse = onTheWire(createSelectSchema(menuItems))
  .omit({ soldOutUntil: true })
  .extend({
    allergens: z.array(z.enum(allergens)),
    /** The branches where the dish is sold out today (its mark not yet reset). */
    soldOutAt: z.array(z.string()),
  });

/** A menu item as the API returns it (prices as "3.50" texts). */
export type MenuItemDto = z.output<typeof menuItemResponse>;

/**
 * A dish as a menu row shows it: name, prices, badges, the one-line ingredients, thumbnail,
 * sold-out data, and, for a featured dish, its place in the hero.
 */
export const menuRowResponse = menuItemResponse
  .pick({
    id: true,
    name: true,
    ingredients: true,
    price: true,
    sandwichPrice: true,
    mealPrice: true,
    imageUrl: true,
    branches: true,
    soldOutAt: true,
  })
  .extend({
    /**
     * A featured dish's place among the featured ones, the most recently added first (1); null when
     * not featured. The hero orders its dishes by it, so no row carries the date it was added.
     */
    featuredRank: z.number().int().positive().nullable(),
  });
export type MenuRowDto = z.output<typeof menuRowResponse>;

export const menuCategoryResponse = onTheWire(createSelectSchema(menuCategories));

/** The owner's spelling groups for the menu search (the built-in ones are in the code, not here). */
export const searchSpellingsResponse = createSelectSchema(menuSearchSettings).pick({ spellings: true });
export type SearchSpellingsDto = z.output<typeof searchSpellingsResponse>;
export type MenuCategoryDto = z.output<typeof menuCategoryResponse>;

/**
 * The visitor's menu as the home page shows it: the shown categories that hold a shown dish, in
 * order, each with how many of the dishes are its, and the dishes' rows in that order (a category's
 * dishes follow each other), so no row repeats its category's id.
 */
export const menuShownResponse = z.object({
  categories: z.array(
    menuCategoryResponse.pick({ id: true, name: true }).extend({ dishCount: z.number().int().positive() }),
  ),
  dishes: z.array(menuRowResponse),
});
export type MenuShownDto = z.output<typeof menuShownResponse>;

/** What only the dish sheet shows (and the search reads): each size's ingredients and calories, the allergens. */
export const menuDetailsResponse = menuItemResponse.pick({
  id: true,
  sandwichIngredients: true,
  mealIngredients: true,
  sandwichCalories: true,
  mealCalories: true,
  allergens: true,
});

export const menuSpecs = {
  list: {
    summary:
      "Menu items by category order, then their order within it; a visitor gets the shown dishes of shown categories, an admin every dish unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(menuItemResponse) },
  },
  featured: {
    summary: "Featured menu items, newest first; an admin also gets hidden ones unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(menuItemResponse) },
  },
  shown: {
    summary:
      "The visitor's menu as its rows show it: its categories in order with their dish counts, then the dishes by category order and order within it (the dish sheet's fields are in details)",
    responses: { 200: menuShownResponse },
  },
  details: {
    summary: "Of every dish a visitor sees: each size's ingredients and calories, and the allergens",
    responses: { 200: z.array(menuDetailsResponse) },
  },
  create: createSpec(
    "Add a menu item (last in its category; the first category when none is named)",
    bodyFor(menuItems, menuItemFormSchema),
    menuItemResponse,
  ),
  update: updateSpec(
    "Edit a menu item, or only its visibility or featured flag; a new category puts it last there",
    MENU_ITEM_NOT_FOUND,
    bodyFor(menuItems, menuItemEditSchema),
    menuItemResponse,
  ),
  move: updateSpec(
    "Swap a dish with its neighbour above or below in its category; answers the admin's whole list",
    MENU_ITEM_NOT_FOUND,
    moveSchema,
    z.array(menuItemResponse),
  ),
  soldOut: {
    summary:
      "Mark a dish sold out today at one branch or all (until the branch's next business day opens), or lift the mark",
    params: idParams,
    notFound: MENU_ITEM_NOT_FOUND,
    body: soldOutSchema,
    responses: { 200: menuItemResponse },
  },
  remove: removeSpec("Delete a menu item", MENU_ITEM_NOT_FOUND),
  categories: {
    summary:
      "Menu categories in order; a visitor gets the shown ones that hold a shown dish, an admin all of them unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(menuCategoryResponse) },
  },
  searchSpellings: {
    summary:
      "The owner's spelling groups for the menu search, each «word، word» (one search finds them alike), beside the built-in ones",
    responses: { 200: searchSpellingsResponse },
  },
  updateSearchSpellings: {
    summary: "Replace the owner's spelling groups, one per line of at least two words",
    body: bodyFor(menuSearchSettings, searchSpellingsSchema),
    responses: { 200: searchSpellingsResponse },
  },
  createCategory: createSpec(
    "Add a menu category (last)",
    bodyFor(menuCategories, menuCategoryFormSchema),
    menuCategoryResponse,
  ),
  updateCategory: updateSpec(
    "Rename a menu category or hide/show it",
    CATEGORY_NOT_FOUND,
    bodyFor(menuCategories, menuCategoryEditSchema),
    menuCategoryResponse,
  ),
  moveCategory: updateSpec(
    "Swap a category with its neighbour above or below; answers the renumbered list",
    CATEGORY_NOT_FOUND,
    moveSchema,
    z.array(menuCategoryResponse),
  ),
  removeCategory: removeSpec("Delete an empty menu category", CATEGORY_NOT_FOUND),
} as const satisfies SpecsOf<typeof menuRoutes>;
