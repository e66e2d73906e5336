import { and, asc, count, eq, exists, max } from "drizzle-orm";
import type { MoveDirection } from "@shared/schema/fields";
import {
  CATEGORY_NOT_FOUND,
  MENU_MESSAGES,
  type MenuCategoryEditValues,
  type MenuCategoryFormValues,
} from "@shared/schema/menu-forms";
import type { Db } from "../../db/client";
import { menuCategories, menuItems } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { definedOnly } from "../../lib/defined-only";
import { moveInOrder } from "../../lib/move-in-order";
import { isUniqueViolation, pgErrorCode } from "../../lib/pg-errors";

/** The category a menu without any gets when its first dish is added (and the one old dishes moved into). */
export const DEFAULT_CATEGORY = "وجبات";

// Ties on `order` (two admins adding at once) still list in a stable order.
export const categoryOrder = [asc(menuCategories.order), asc(menuCategories.createdAt), asc(menuCategories.id)];

/**
 * In order. A visitor gets only shown categories holding at least one shown dish (an empty group
 * would be a heading over nothing); an admin gets every category.
 */
export function listCategories(db: Db, { includeHidden }: { includeHidden: boolean }) {
  const holdsShownDish = exists(
    db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.categoryId, menuCategories.id), eq(menuItems.isActive, true))),
  );
  return db
    .select()
    .from(menuCategories)
    .where(includeHidden ? undefined : and(eq(menuCategories.isActive, true), holdsShownDish))
    .orderBy(...categoryOrder);
}

async function named<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", MENU_MESSAGES.categoryTaken);
    throw error;
  }
}

/** A new category goes last. */
export async function createCategory(db: Db, input: MenuCategoryFormValues) {
  const [{ last }] = await db.select({ last: max(menuCategories.order) }).from(menuCategories);
  const [row] = await named(
    db
      .insert(menuCategories)
      .values({ name: input.name, isActive: input.isActive ?? true, order: (last ?? 0) + 1 })
      .returning(),
  );
  return row;
}

/** The category a dish added without one goes to: the first in order, «وجبات» created when there is none. */
export async function defaultCategoryId(db: Db): Promise<string> {
  const [first] = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .orderBy(...categoryOrder)
    .limit(1);
  if (first) return first.id;
  const [created] = await db
    .insert(menuCategories)
    .values({ name: DEFAULT_CATEGORY, order: 1 })
    .onConflictDoUpdate({ target: menuCategories.name, set: { name: DEFAULT_CATEGORY } })
    .returning({ id: menuCategories.id });
  return created.id;
}

export async function updateCategory(db: Db, id: string, input: MenuCategoryEditValues) {
  const [row] = await named(
    db.update(menuCategories).set(definedOnly(input)).where(eq(menuCategories.id, id)).returning(),
  );
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** Swaps a category with its neighbour; rows are locked so two admins moving at once cannot interleave. */
export async function moveCategory(db: Db, id: string, direction: MoveDirection) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: menuCategories.id, order: menuCategories.order })
      .from(menuCategories)
      .orderBy(...categoryOrder)
      .for("update");
    await moveInOrder(
      rows,
      id,
      direction,
      {
        notFound: CATEGORY_NOT_FOUND,
        first: "التصنيف الأول لا يمكن نقله للأعلى",
        last: "التصنيف الأخير لا يمكن نقله للأسفل",
      },
      (rowId, order) => tx.update(menuCategories).set({ order }).where(eq(menuCategories.id, rowId)),
    );
    return listCategories(tx, { includeHidden: true });
  });
}

/** Only an empty category may go: its dishes would otherwise be left without one. */
export async function deleteCategory(db: Db, id: string) {
  const [{ dishes }] = await db.select({ dishes: count() }).from(menuItems).where(eq(menuItems.categoryId, id));
  if (dishes > 0) throw new AppError("conflict", MENU_MESSAGES.categoryInUse);
  try {
    const [row] = await db.delete(menuCategories).where(eq(menuCategories.id, id)).returning({ id: menuCategories.id });
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
  } catch (error) {
    // A dish added between the count and the delete: the foreign key refuses, with the same answer.
    if (pgErrorCode(error) === "23503") throw new AppError("conflict", MENU_MESSAGES.categoryInUse);
    throw error;
  }
}
