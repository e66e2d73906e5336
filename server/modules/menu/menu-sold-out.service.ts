import { eq, ne } from "drizzle-orm";
import { soldAt } from "@shared/branches";
import { MENU_ITEM_NOT_FOUND, type SoldOutValues } from "@shared/schema/menu-forms";
import type { Db } from "../../db/client";
import { menuItems } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { assertOpenBranchNames } from "../branches/branch-list.service";
import { openBranches } from "../branches/branches.service";
import { toMenuItemDto } from "./menu.service";
import { soldOutResetAt } from "./sold-out-reset";

/** Marks still in force at `now` (ended ones are dropped whenever a row's marks are written). */
const current = (marks: Record<string, string>, now: Date) =>
  Object.fromEntries(Object.entries(marks).filter(([, until]) => Date.parse(until) > now.getTime()));

/**
 * Marks a dish sold out today at one branch (or at every branch it is sold at), each until that
 * branch's next business day opens, or lifts the mark there. The end is fixed now, from the hours the
 * branch has at this moment, so reads only compare it with the clock.
 */
export async function setSoldOut(db: Db, id: string, { branch, soldOut }: SoldOutValues, now: Date) {
  // The branch first, then the dish: the order a rename takes its locks in.
  if (branch) await assertOpenBranchNames(db, [branch], { field: "branch", single: true });
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ branches: menuItems.branches, soldOutUntil: menuItems.soldOutUntil })
      .from(menuItems)
      .where(eq(menuItems.id, id))
      .for("update");
    if (!item) throw notFound(MENU_ITEM_NOT_FOUND);
    if (branch && !soldAt(item.branches, branch)) {
      throw new AppError("bad_request", `هذا الصنف لا يباع في فرع ${branch}`);
    }
    const open = await openBranches(tx);
    const names = branch ? [branch] : open.map((entry) => entry.name).filter((name) => soldAt(item.branches, name));
    const marks = current(item.soldOutUntil, now);
    if (soldOut) {
      const hours = new Map(open.map((entry) => [entry.name, entry]));
      for (const name of names) {
        const planned = hours.get(name) ?? { hours: [], exceptions: [] };
        marks[name] = soldOutResetAt(planned, now).toISOString();
      }
    } else {
      for (const name of names) delete marks[name];
    }
    const [row] = await tx.update(menuItems).set({ soldOutUntil: marks }).where(eq(menuItems.id, id)).returning();
    return toMenuItemDto(row, now);
  });
}

/**
 * The next instant a "sold out today" mark ends after `now` (null when none is pending): the public
 * pages and reads cached before it must not outlive it.
 */
export async function nextSoldOutReset(db: Db, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ soldOutUntil: menuItems.soldOutUntil })
    .from(menuItems)
    .where(ne(menuItems.soldOutUntil, {}));
  const ends = rows
    .flatMap((row) => Object.values(row.soldOutUntil).map((until) => Date.parse(until)))
    .filter((until) => until > now.getTime());
  return ends.length > 0 ? new Date(Math.min(...ends)) : null;
}
