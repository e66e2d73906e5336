import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menuCategories, menuItems } from "../../db/schema";

/** What an order needs to know of a dish at the moment it is placed. */
export interface OrderableDish {
  id: string;
  name: string;
  /** The dish and its category are both shown to visitors. */
  shown: boolean;
  /** Branch names it is sold at; empty means every branch. */
  branches: string[];
  /** Branch name → the instant its «نفد اليوم» mark ends. */
  soldOutUntil: Record<string, string>;
  price: string | null;
  sandwichPrice: string | null;
  mealPrice: string | null;
}

/** The dishes an order names, read in the order's transaction (the prices are the menu's at that moment). */
export async function orderableDishes(db: Db, ids: string[]): Promise<Map<string, OrderableDish>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      isActive: menuItems.isActive,
      categoryActive: menuCategories.isActive,
      branches: menuItems.branches,
      soldOutUntil: menuItems.soldOutUntil,
      price: menuItems.price,
      sandwichPrice: menuItems.sandwichPrice,
      mealPrice: menuItems.mealPrice,
    })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(inArray(menuItems.id, ids));
  return new Map(
    rows.map(({ isActive, categoryActive, ...row }) => [row.id, { ...row, shown: isActive && categoryActive }]),
  );
}
