import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { menuItems } from "../schema/menu";
import { MENU_ITEM_NOT_FOUND, menuItemEditSchema, menuItemFormSchema } from "../schema/menu-forms";
import type { SpecsOf } from "./endpoint";
import type { menuRoutes } from "./menu.routes";
import { activeQuery, bodyFor, idParams, noContent, onTheWire } from "./wire";

export const menuItemResponse = onTheWire(createSelectSchema(menuItems));

/** A menu item as the API returns it (prices as "3.50" texts). */
export type MenuItemDto = z.output<typeof menuItemResponse>;

export const menuSpecs = {
  list: {
    summary: "Menu items, oldest first; an admin also gets hidden ones unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(menuItemResponse) },
  },
  featured: {
    summary: "Featured menu items, newest first; an admin also gets hidden ones unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(menuItemResponse) },
  },
  create: {
    summary: "Add a menu item",
    body: bodyFor(menuItems, menuItemFormSchema),
    responses: { 201: menuItemResponse },
  },
  update: {
    summary: "Edit a menu item, or only its visibility or featured flag",
    params: idParams,
    notFound: MENU_ITEM_NOT_FOUND,
    body: bodyFor(menuItems, menuItemEditSchema),
    responses: { 200: menuItemResponse },
  },
  remove: {
    summary: "Delete a menu item",
    params: idParams,
    notFound: MENU_ITEM_NOT_FOUND,
    responses: { 204: noContent },
  },
} as const satisfies SpecsOf<typeof menuRoutes>;
