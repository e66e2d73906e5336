import { and, asc, desc, eq, getTableColumns, max } from "drizzle-orm";
import type { MoveDirection } from "@shared/schema/fields";
import {
  MENU_ITEM_NOT_FOUND,
  MENU_MESSAGES,
  type MenuItemEditValues,
  type MenuItemFormValues,
} from "@shared/schema/menu-forms";
import type { Db } from "../../db/client";
import { menuCategories, menuItems } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { definedOnly } from "../../lib/defined-only";
import { moveInOrder } from "../../lib/move-in-order";
import { pgErrorCode } from "../../lib/pg-errors";
import type { ObjectStorage } from "../../storage/object-storage";
import { assertOpenBranchNames } from "../branches/branch-list.service";
import { releaseImage } from "../images/image-cleanup.service";
import { categoryOrder, defaultCategoryId } from "./menu-categories.service";

type MenuItemRow = typeof menuItems.$inferSelect;

/** A row as the API answers it: the branches where its "sold out today" mark still holds at `now`. */
export function toMenuItemDto({ soldOutUntil, ...row }: MenuItemRow, now: Date) {
  const soldOutAt = Object.entries(soldOutUntil)
    .filter(([, until]) => Date.parse(until) > now.getTime())
    .map(([branch]) => branch);
  return { ...row, soldOutAt };
}

const itemOrder = [asc(menuItems.order), asc(menuItems.createdAt), asc(menuItems.id)];

/** What a visitor sees: shown dishes of shown categories. */
const shownToVisitors = and(eq(menuItems.isActive, true), eq(menuCategories.isActive, true));

/**
 * By category order, then the dishes' order within it. A visitor gets shown dishes of shown
 * categories; an admin every dish.
 */
export async function listMenuItems(db: Db, { includeHidden, now }: { includeHidden: boolean; now: Date }) {
  const rows = await db
    .select(getTableColumns(menuItems))
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(includeHidden ? undefined : shownToVisitors)
    .orderBy(...categoryOrder, ...itemOrder);
  return rows.map((row) => toMenuItemDto(row, now));
}

/** Shown and featured, in shown categories, newest first (the hero shows the most recently featured dishes). */
export async function listFeaturedMenuItems(db: Db, { includeHidden, now }: { includeHidden: boolean; now: Date }) {
  const rows = await db
    .select(getTableColumns(menuItems))
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(
      includeHidden
        ? eq(menuItems.isFeatured, true)
        : and(eq(menuItems.isActive, true), eq(menuItems.isFeatured, true), eq(menuCategories.isActive, true)),
    )
    .orderBy(desc(menuItems.createdAt), desc(menuItems.id));
  return rows.map((row) => toMenuItemDto(row, now));
}

/** The place after the last dish of a category. */
async function lastPlace(db: Db, categoryId: string): Promise<number> {
  const [{ last }] = await db
    .select({ last: max(menuItems.order) })
    .from(menuItems)
    .where(eq(menuItems.categoryId, categoryId));
  return (last ?? 0) + 1;
}

/** A category that does not exist (or went meanwhile) is the form's error, not a database one. */
async function inKnownCategory<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === "23503") throw new AppError("bad_request", MENU_MESSAGES.category);
    throw error;
  }
}

export async function createMenuItem(db: Db, input: MenuItemFormValues, now: Date) {
  await assertOpenBranchNames(db, input.branches);
  const categoryId = input.categoryId ?? (await defaultCategoryId(db));
  const [row] = await inKnownCategory(
    db
      .insert(menuItems)
      .values({
        ...input,
        categoryId,
        order: await lastPlace(db, categoryId),
        isFeatured: input.isFeatured ?? false,
        isActive: input.isActive ?? true,
      })
      .returning(),
  );
  return toMenuItemDto(row, now);
}

/**
 * An edit: only the fields sent change (an explicit null or empty value clears one); a dish moved to
 * another category goes last there. When the image changed, the old one's files are deleted once the
 * edit is committed (unless another row still uses them).
 */
export async function updateMenuItem(db: Db, storage: ObjectStorage, id: string, input: MenuItemEditValues, now: Date) {
  const changes = definedOnly(input);
  // The branches first (held until the edit commits), then the dish: the order a rename locks them in.
  if (changes.branches) await assertOpenBranchNames(db, changes.branches);
  const { row, oldImageUrl } = await db.transaction(async (tx) => {
    // Locked, so two edits of one row each see the image the other one left, and none is lost.
    const [old] = await tx
      .select({ imageUrl: menuItems.imageUrl, categoryId: menuItems.categoryId })
      .from(menuItems)
      .where(eq(menuItems.id, id))
      .for("update");
    if (!old) throw notFound(MENU_ITEM_NOT_FOUND);
    const moved = changes.categoryId !== undefined && changes.categoryId !== old.categoryId;
    const order = moved ? { order: await lastPlace(tx, changes.categoryId as string) } : {};
    const [row] = await inKnownCategory(
      tx
        .update(menuItems)
        .set({ ...changes, ...order })
        .where(eq(menuItems.id, id))
        .returning(),
    );
    return { row, oldImageUrl: old.imageUrl };
  });
  if (oldImageUrl !== row.imageUrl) await releaseImage(db, storage, oldImageUrl);
  return toMenuItemDto(row, now);
}

/** Swaps a dish with its neighbour within its category; that category's dishes are locked meanwhile. */
export async function moveMenuItem(db: Db, id: string, direction: MoveDirection, now: Date) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ categoryId: menuItems.categoryId }).from(menuItems).where(eq(menuItems.id, id));
    if (!item) throw notFound(MENU_ITEM_NOT_FOUND);
    const rows = await tx
      .select({ id: menuItems.id, order: menuItems.order })
      .from(menuItems)
      .where(eq(menuItems.categoryId, item.categoryId))
      .orderBy(...itemOrder)
      .for("update");
    await moveInOrder(
      rows,
      id,
      direction,
      {
        notFound: MENU_ITEM_NOT_FOUND,
        first: "الصنف الأول في تصنيفه لا يمكن نقله للأعلى",
        last: "الصنف الأخير في تصنيفه لا يمكن نقله للأسفل",
      },
      (rowId, order) => tx.update(menuItems).set({ order }).where(eq(menuItems.id, rowId)),
    );
    return listMenuItems(tx, { includeHidden: true, now });
  });
}

/** Deletes the row; once that has committed, its image's files go too unless another row still uses them. */
export async function deleteMenuItem(db: Db, storage: ObjectStorage, id: string) {
  const [row] = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ imageUrl: menuItems.imageUrl });
  if (!row) throw notFound(MENU_ITEM_NOT_FOUND);
  await releaseImage(db, storage, row.imageUrl);
}

/** The featured dishes' places, the most recently added first (the order of the featured list). */
function featuredRanks(items: readonly Pick<MenuItemRow, "id" | "isFeatured" | "createdAt">[]): Map<string, number> {
  const featured = items
    .filter((item) => item.isFeatured)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return new Map(featured.map((item, index) => [item.id, index + 1]));
}

/**
 * The visitor's menu as its rows show it (the dish sheet's own fields are in menuDetails): the
 * shown categories holding a shown dish, in order, with how many dishes each has, then the rows
 * in the same order.
 */
export async function listShownMenu(db: Db, { now }: { now: Date }) {
  const rows = await db
    .select({ item: getTableColumns(menuItems), categoryName: menuCategories.name })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(shownToVisitors)
    .orderBy(...categoryOrder, ...itemOrder);
  const items = rows.map(({ item }) => toMenuItemDto(item, now));
  const ranks = featuredRanks(items);
  const categories: { id: string; name: string; dishCount: number }[] = [];
  for (const { item, categoryName } of rows) {
    const last = categories.at(-1);
    if (last?.id === item.categoryId) last.dishCount++;
    else categories.push({ id: item.categoryId, name: categoryName, dishCount: 1 });
  }
  const dishes = items.map((item) => ({
    id: item.id,
    name: item.name,
    ingredients: item.ingredients,
    price: item.price,
    sandwichPrice: item.sandwichPrice,
    mealPrice: item.mealPrice,
    imageUrl: item.imageUrl,
    branches: item.branches,
    soldOutAt: item.soldOutAt,
    featuredRank: ranks.get(item.id) ?? null,
  }));
  return { categories, dishes };
}

/** What the dish sheet adds to a row, for every dish a visitor sees. */
export async function listMenuDetails(db: Db, { now }: { now: Date }) {
  return (await listMenuItems(db, { includeHidden: false, now })).map((item) => ({
    id: item.id,
    sandwichIngredients: item.sandwichIngredients,
    mealIngredients: item.mealIngredients,
    sandwichCalories: item.sandwichCalories,
    mealCalories: item.mealCalories,
    allergens: item.allergens,
  }));
}
