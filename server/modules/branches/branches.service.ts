import { asc, eq, or, sql } from "drizzle-orm";
import type { AdminBranchDto, BranchDto, BranchNameDto } from "@shared/api/branches.contract";
import {
  BRANCH_LIST_MESSAGES,
  BRANCH_NOT_FOUND,
  type BranchCreateValues,
  type BranchEditValues,
} from "@shared/schema/branches-forms";
import type { Db } from "../../db/client";
import { branches, type BranchRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/pg-errors";
import { definedOnly } from "../../lib/defined-only";
import type { ObjectStorage } from "../../storage/object-storage";
import { releaseImage } from "../images/image-cleanup.service";

const toDto = ({ position: _position, ...row }: BranchRow): AdminBranchDto => ({
  ...row,
  closedAt: row.closedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every branch, open and closed, in the owner's order: what history and labels read. */
export async function allBranches(db: Db): Promise<BranchRow[]> {
  return db.select().from(branches).orderBy(asc(branches.position), asc(branches.slug));
}

/** The open branches in the owner's order: the list the public site, forms and checks use. */
export async function openBranches(db: Db): Promise<BranchRow[]> {
  return (await allBranches(db)).filter((branch) => !branch.closedAt);
}

/** Every branch with its details, closed ones included (the dashboard reopens them). */
export async function listAdminBranches(db: Db): Promise<AdminBranchDto[]> {
  return (await allBranches(db)).map(toDto);
}

/** Every branch's slug and name, closed ones flagged, in the owner's order: what the dashboard's history reads. */
export async function listBranchNames(db: Db): Promise<BranchNameDto[]> {
  return (await allBranches(db)).map(({ slug, name, closedAt }) => ({ slug, name, closed: closedAt !== null }));
}

/** What a visitor gets: the open branches, without the dashboard's bookkeeping. */
export async function listBranches(db: Db): Promise<BranchDto[]> {
  return (await openBranches(db)).map((row) => {
    const { updatedAt: _updatedAt, closedAt: _closedAt, ...branch } = toDto(row);
    return branch;
  });
}

/** The branch a slug names (open or closed), or a 404 before anything reads by it. */
export async function knownBranch(db: Db, slug: string): Promise<BranchRow> {
  const [row] = await db.select().from(branches).where(eq(branches.slug, slug));
  if (!row) throw notFound(BRANCH_NOT_FOUND);
  return row;
}

/** The name of the branch a slug names, closed ones included (history names them). */
export async function branchNameBySlug(db: Db, slug: string | null | undefined): Promise<string | undefined> {
  if (!slug) return undefined;
  const [row] = await db.select({ name: branches.name }).from(branches).where(eq(branches.slug, slug));
  return row?.name;
}

/** The slug of the branch named `name` (open or closed), or undefined. */
export async function branchSlugByName(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ slug: branches.slug }).from(branches).where(eq(branches.name, name));
  return row?.slug;
}

/**
 * Saves the fields sent (what is left out keeps its value, null clears it). A replaced or removed
 * photo is deleted once no row uses it.
 */
export async function updateBranch(
  db: Db,
  storage: ObjectStorage,
  slug: string,
  input: BranchEditValues,
): Promise<AdminBranchDto> {
  const changes = { ...definedOnly(input), updatedAt: new Date() };
  const { row, oldImageUrl } = await db.transaction(async (tx) => {
    // Locked, so two saves of one branch each see the photo the other left.
    const [old] = await tx.select().from(branches).where(eq(branches.slug, slug)).for("update");
    if (!old) throw notFound(BRANCH_NOT_FOUND);
    const [row] = await tx.update(branches).set(changes).where(eq(branches.slug, slug)).returning();
    return { row, oldImageUrl: old.imageUrl };
  });
  if (oldImageUrl !== row.imageUrl) await releaseImage(db, storage, oldImageUrl);
  return toDto(row);
}

/** A new branch, last in the order. */
export async function createBranch(db: Db, input: BranchCreateValues): Promise<AdminBranchDto> {
  const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${branches.position}), 0)::int` }).from(branches);
  const [clash] = await db
    .select({ slug: branches.slug })
    .from(branches)
    .where(or(eq(branches.slug, input.slug), eq(branches.name, input.name)));
  if (clash) {
    throw new AppError(
      "conflict",
      clash.slug === input.slug ? BRANCH_LIST_MESSAGES.slugTaken : BRANCH_LIST_MESSAGES.nameTaken,
    );
  }
  try {
    const [row] = await db
      .insert(branches)
      .values({ ...input, position: last + 1 })
      .returning();
    return toDto(row);
  } catch (error) {
    // Two owners adding the same branch at once: the second is told, as above.
    if (isUniqueViolation(error)) throw new AppError("conflict", BRANCH_LIST_MESSAGES.slugTaken);
    throw error;
  }
}

export { toDto as branchDto };
