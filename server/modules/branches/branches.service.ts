import { eq } from "drizzle-orm";
import { BRANCH_NAMES, BRANCH_SLUGS, type BranchName, branchNameOf } from "@shared/branches";
import { emptyWeek } from "@shared/branch-hours";
import type { AdminBranchDto, BranchDto } from "@shared/api/branches.contract";
import { BRANCH_NOT_FOUND, type BranchEditValues } from "@shared/schema/branches-forms";
import type { Db } from "../../db/client";
import { branches, type BranchRow } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { definedOnly } from "../../lib/defined-only";
import type { ObjectStorage } from "../../storage/object-storage";
import { releaseImage } from "../images/image-cleanup.service";

function toDto(name: (typeof BRANCH_NAMES)[number], row: BranchRow | undefined): AdminBranchDto {
  return {
    slug: BRANCH_SLUGS[name],
    name,
    address: row?.address ?? null,
    area: row?.area ?? null,
    phone: row?.phone ?? null,
    whatsapp: row?.whatsapp ?? null,
    lat: row?.lat ?? null,
    lng: row?.lng ?? null,
    mapsUrl: row?.mapsUrl ?? null,
    talabatUrl: row?.talabatUrl ?? null,
    careemUrl: row?.careemUrl ?? null,
    imageUrl: row?.imageUrl ?? null,
    hours: row?.hours ?? emptyWeek(),
    exceptions: row?.exceptions ?? [],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The four branches in their fixed order, with whatever details the admin has saved. */
export async function listAdminBranches(db: Db): Promise<AdminBranchDto[]> {
  const rows = new Map((await db.select().from(branches)).map((row) => [row.slug, row]));
  return BRANCH_NAMES.map((name) => toDto(name, rows.get(BRANCH_SLUGS[name])));
}

/** What a visitor gets: the same, without the dashboard's bookkeeping. */
export async function listBranches(db: Db): Promise<BranchDto[]> {
  return (await listAdminBranches(db)).map(({ updatedAt: _updatedAt, ...branch }) => branch);
}

/** The branch a slug names, or a 404 before anything reads by it. */
export function knownBranch(slug: string): BranchName {
  const name = branchNameOf(slug);
  if (!name) throw notFound(BRANCH_NOT_FOUND);
  return name;
}

/**
 * Saves the fields sent (what is left out keeps its value, null clears it); the row is
 * created on the first save. A replaced or removed photo is deleted once no row uses it.
 */
export async function updateBranch(
  db: Db,
  storage: ObjectStorage,
  slug: string,
  input: BranchEditValues,
): Promise<AdminBranchDto> {
  const name = knownBranch(slug);
  const changes = { ...definedOnly(input), updatedAt: new Date() };
  const { row, oldImageUrl } = await db.transaction(async (tx) => {
    // Locked, so two saves of one branch each see the photo the other left.
    const [old] = await tx.select().from(branches).where(eq(branches.slug, slug)).for("update");
    const [row] = await tx
      .insert(branches)
      .values({ slug, ...changes })
      .onConflictDoUpdate({ target: branches.slug, set: changes })
      .returning();
    return { row, oldImageUrl: old?.imageUrl ?? null };
  });
  if (oldImageUrl !== row.imageUrl) await releaseImage(db, storage, oldImageUrl);
  return toDto(name, row);
}
