import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AdminBranchDto } from "@shared/api/branches.contract";
import { type MoveDirection, UNKNOWN_BRANCH } from "@shared/schema/fields";
import { ZodError } from "zod";
import { BRANCH_LIST_MESSAGES, BRANCH_NOT_FOUND } from "@shared/schema/branches-forms";
import type { Db } from "../../db/client";
import { branches } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { moveInOrder } from "../../lib/move-in-order";
import { renameBranchInMenu } from "../menu/menu-branch-names.service";
import { renameBranchInOffers } from "../offers/offers-branch-names.service";
import { renameBranchInPrizes } from "../lottery/prize-branch-names.service";
import { branchDto } from "./branches.service";

/**
 * Renames a branch and, in the same transaction, every list that names it: the dishes' and offers'
 * branches, the dishes' sold-out marks and the prizes' branches. The branch row is locked first, so
 * an edit naming the old name either commits before (and is renamed here) or checks after (and is
 * refused): no row is left naming a branch that no longer has that name.
 */
export async function renameBranch(db: Db, slug: string, name: string): Promise<AdminBranchDto> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(branches).where(eq(branches.slug, slug)).for("update");
    if (!old) throw notFound(BRANCH_NOT_FOUND);
    if (old.name === name) return branchDto(old);
    const [taken] = await tx.select({ slug: branches.slug }).from(branches).where(eq(branches.name, name));
    if (taken) throw new AppError("conflict", BRANCH_LIST_MESSAGES.nameTaken);
    const [row] = await tx
      .update(branches)
      .set({ name, updatedAt: new Date() })
      .where(eq(branches.slug, slug))
      .returning();
    await renameBranchInMenu(tx, old.name, name);
    await renameBranchInOffers(tx, old.name, name);
    await renameBranchInPrizes(tx, old.name, name);
    return branchDto(row);
  });
}

/** Swaps a branch with its neighbour in the order; rows are locked so two moves cannot interleave. */
export async function moveBranch(db: Db, slug: string, direction: MoveDirection): Promise<AdminBranchDto> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: branches.slug, order: branches.position })
      .from(branches)
      .orderBy(asc(branches.position), asc(branches.slug))
      .for("update");
    await moveInOrder(
      rows,
      slug,
      direction,
      { notFound: BRANCH_NOT_FOUND, first: BRANCH_LIST_MESSAGES.first, last: BRANCH_LIST_MESSAGES.last },
      (rowSlug, position) => tx.update(branches).set({ position }).where(eq(branches.slug, rowSlug)),
    );
    const [row] = await tx.select().from(branches).where(eq(branches.slug, slug));
    return branchDto(row);
  });
}

/** Closes a branch (kept with its name for the history) or opens it again; repeating either changes nothing. */
export async function setBranchClosed(db: Db, slug: string, closed: boolean): Promise<AdminBranchDto> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(branches).where(eq(branches.slug, slug)).for("update");
    if (!old) throw notFound(BRANCH_NOT_FOUND);
    if (!!old.closedAt === closed) return branchDto(old);
    const [row] = await tx
      .update(branches)
      .set({ closedAt: closed ? new Date() : null, updatedAt: new Date() })
      .where(eq(branches.slug, slug))
      .returning();
    return branchDto(row);
  });
}

/**
 * Inside a write that stores branch names: checks each is an open branch's name and holds those rows
 * (FOR SHARE) until the write commits, so a rename waits for it, or, if the rename came first, the
 * name is refused here (as a field error, like the form's own) instead of being stored stale.
 * `field` is the body's list (each name's path gets its index) or, with `single`, its one name.
 */
export async function assertOpenBranchNames(
  tx: Db,
  names: readonly string[],
  { field = "branches", single = false }: { field?: string; single?: boolean } = {},
): Promise<void> {
  if (names.length === 0) return;
  const rows = await tx
    .select({ name: branches.name })
    .from(branches)
    .where(and(inArray(branches.name, [...names]), isNull(branches.closedAt)))
    .for("share");
  const open = new Set(rows.map((row) => row.name));
  const index = names.findIndex((name) => !open.has(name));
  if (index === -1) return;
  throw new ZodError([
    { code: "custom", path: single ? [field] : [field, index], message: UNKNOWN_BRANCH, input: names[index] },
  ]);
}

/** The same for branch slugs (staff scopes, job areas, hand-overs): each an open branch's. */
export async function assertOpenBranchSlugs(tx: Db, slugs: readonly string[], message: string): Promise<void> {
  if (slugs.length === 0) return;
  const rows = await tx
    .select({ slug: branches.slug })
    .from(branches)
    .where(and(inArray(branches.slug, [...slugs]), isNull(branches.closedAt)))
    .for("share");
  if (rows.length !== new Set(slugs).size) throw new AppError("bad_request", message);
}
