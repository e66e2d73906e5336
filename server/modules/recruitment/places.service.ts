import { and, asc, eq, exists, inArray, type SQL } from "drizzle-orm";
import {
  GOVERNORATE_NOT_FOUND,
  AREA_NOT_FOUND,
  type AreaInput,
  type GovernorateInput,
  MESSAGES,
} from "@shared/schema/recruitment-forms";
import type { Db } from "../../db/client";
import { areas, governorates } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { pgErrorCode } from "../../lib/pg-errors";
import { assertOpenBranchSlugs } from "../branches/branch-list.service";
import { nameTaken } from "./unique-name";

export const GOVERNORATE_TAKEN = "توجد محافظة بهذا الاسم مسبقاً";
export const AREA_TAKEN = "توجد منطقة بهذا الاسم في هذه المحافظة مسبقاً";

/**
 * The visitor's view (without hidden rows) lists only active governorates that have an active area,
 * so a visitor never picks a governorate whose area list is empty.
 */
export function listGovernorates(db: Db, { includeHidden }: { includeHidden: boolean }) {
  const hasActiveArea = exists(
    db
      .select({ id: areas.id })
      .from(areas)
      .where(and(eq(areas.governorateId, governorates.id), eq(areas.isActive, true))),
  );
  return db
    .select()
    .from(governorates)
    .where(includeHidden ? undefined : and(eq(governorates.isActive, true), hasActiveArea))
    .orderBy(asc(governorates.name), asc(governorates.createdAt));
}

export async function createGovernorate(db: Db, input: GovernorateInput) {
  const [row] = await nameTaken(
    db
      .insert(governorates)
      .values({ name: input.name, isActive: input.isActive ?? true })
      .returning(),
    GOVERNORATE_TAKEN,
  );
  return row;
}

export async function updateGovernorate(db: Db, id: string, input: Partial<GovernorateInput>) {
  const [row] = await nameTaken(
    db.update(governorates).set(input).where(eq(governorates.id, id)).returning(),
    GOVERNORATE_TAKEN,
  );
  if (!row) throw notFound(GOVERNORATE_NOT_FOUND);
  return row;
}

/** Its areas go with it (foreign key cascade); applications keep their plain ids. */
export async function deleteGovernorate(db: Db, id: string) {
  const [row] = await db.delete(governorates).where(eq(governorates.id, id)).returning({ id: governorates.id });
  if (!row) throw notFound(GOVERNORATE_NOT_FOUND);
}

/** The visitor's view (without hidden rows): active areas of active governorates only; a hidden governorate hides its areas. */
export function listAreas(db: Db, { includeHidden }: { includeHidden: boolean }, governorateId?: string) {
  const filters: SQL[] = [];
  if (!includeHidden) {
    filters.push(eq(areas.isActive, true));
    filters.push(
      inArray(
        areas.governorateId,
        db.select({ id: governorates.id }).from(governorates).where(eq(governorates.isActive, true)),
      ),
    );
  }
  if (governorateId) filters.push(eq(areas.governorateId, governorateId));
  return db
    .select()
    .from(areas)
    .where(and(...filters))
    .orderBy(asc(areas.name), asc(areas.createdAt));
}

// Checked here rather than left to the foreign key, so the admin gets a clear 400 and not a database error.
async function assertGovernorateExists(db: Db, governorateId: string) {
  const [row] = await db.select({ id: governorates.id }).from(governorates).where(eq(governorates.id, governorateId));
  if (!row) throw new AppError("bad_request", GOVERNORATE_NOT_FOUND);
}

// The governorate may still be deleted between the check and the write: the foreign key then says so.
async function governorateGone<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === "23503") throw new AppError("bad_request", GOVERNORATE_NOT_FOUND);
    throw error;
  }
}

export async function createArea(db: Db, input: AreaInput) {
  await assertGovernorateExists(db, input.governorateId);
  if (input.branchSlug) await assertOpenBranchSlugs(db, [input.branchSlug], MESSAGES.areaBranch);
  const [row] = await nameTaken(
    governorateGone(
      db
        .insert(areas)
        .values({
          name: input.name,
          governorateId: input.governorateId,
          branchSlug: input.branchSlug ?? null,
          isActive: input.isActive ?? true,
        })
        .returning(),
    ),
    AREA_TAKEN,
  );
  return row;
}

/** An area's edit; a branch closed since it was chosen may stay, only an open one may be newly chosen. */
export async function updateArea(db: Db, id: string, input: Partial<AreaInput>) {
  if (input.governorateId) await assertGovernorateExists(db, input.governorateId);
  if (input.branchSlug) {
    const [current] = await db.select({ branchSlug: areas.branchSlug }).from(areas).where(eq(areas.id, id));
    if (current?.branchSlug !== input.branchSlug) {
      await assertOpenBranchSlugs(db, [input.branchSlug], MESSAGES.areaBranch);
    }
  }
  const [row] = await nameTaken(
    governorateGone(db.update(areas).set(input).where(eq(areas.id, id)).returning()),
    AREA_TAKEN,
  );
  if (!row) throw notFound(AREA_NOT_FOUND);
  return row;
}

export async function deleteArea(db: Db, id: string) {
  const [row] = await db.delete(areas).where(eq(areas.id, id)).returning({ id: areas.id });
  if (!row) throw notFound(AREA_NOT_FOUND);
}
