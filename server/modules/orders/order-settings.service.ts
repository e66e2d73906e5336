import { eq } from "drizzle-orm";
import { addDays, ammanInstant, ammanParts } from "@shared/amman-time";
import { plannedDay, span } from "@shared/branch-hours";
import type { BranchOrderingSettingsDto } from "@shared/api/orders.contract";
import type { BranchOrderingEdit, OrderingPause } from "@shared/schema/orders-forms";
import type { Db } from "../../db/client";
import { type BranchOrderingRow, branchOrdering } from "../../db/schema";
import type { OrderBranch } from "./order-branches";

/** A branch without a row: ordering off, the table's defaults. */
export const defaultSettings = (branch: string): BranchOrderingRow => ({
  branch,
  enabled: false,
  prepMinutes: 20,
  slotMinutes: 15,
  capacity: 10,
  lastOrderMinutes: 15,
  pausedUntil: null,
  updatedAt: new Date(0),
});

export async function settingsByBranch(db: Db): Promise<Map<string, BranchOrderingRow>> {
  return new Map((await db.select().from(branchOrdering)).map((row) => [row.branch, row]));
}

export function toSettingsDto(branch: OrderBranch, row: BranchOrderingRow | undefined): BranchOrderingSettingsDto {
  const settings = row ?? defaultSettings(branch.slug);
  return {
    ...settings,
    name: branch.name,
    pausedUntil: settings.pausedUntil?.toISOString() ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** When a pause ends: after 15, 30 or 60 minutes, or when the branch next opens on a later day. */
export function pauseEnd(branch: OrderBranch, pause: OrderingPause, now: Date): Date {
  if (pause !== "tomorrow") return new Date(now.getTime() + Number(pause) * 60_000);
  const today = ammanParts(now).date;
  for (let offset = 1; offset <= 62; offset += 1) {
    const date = addDays(today, offset);
    const starts = plannedDay(branch, date).intervals.map((interval) => span(interval).start);
    if (starts.length > 0) return ammanInstant(date, Math.min(...starts));
  }
  return ammanInstant(addDays(today, 1), 0);
}

/** Saves the fields sent (the row is created on the first save); `pause: null` resumes at once. */
export async function updateSettings(
  db: Db,
  branch: OrderBranch,
  edit: BranchOrderingEdit,
  now: Date,
): Promise<BranchOrderingSettingsDto> {
  const { pause, ...fields } = edit;
  const changes: Partial<BranchOrderingRow> = { updatedAt: now };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  if (pause !== undefined) changes.pausedUntil = pause === null ? null : pauseEnd(branch, pause, now);
  const [row] = await db
    .insert(branchOrdering)
    .values({ branch: branch.slug, ...changes })
    .onConflictDoUpdate({ target: branchOrdering.branch, set: changes })
    .returning();
  return toSettingsDto(branch, row);
}

export async function lockSettings(db: Db, branch: string): Promise<BranchOrderingRow | undefined> {
  const [row] = await db.select().from(branchOrdering).where(eq(branchOrdering.branch, branch)).for("update");
  return row;
}
