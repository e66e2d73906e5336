import { and, between, inArray, ne, sql } from "drizzle-orm";
import { branchStatus } from "@shared/branch-hours";
import { ammanInstant } from "@shared/amman-time";
import type { BranchOrderingDto } from "@shared/api/orders.contract";
import type { Db } from "../../db/client";
import { type BranchOrderingRow, orders } from "../../db/schema";
import { rawRows } from "../../lib/raw-rows";
import type { OrderBranch } from "./order-branches";
import { asapPickup, candidateSlots, countingRange, slotCounts } from "./order-slots";
import { defaultSettings, settingsByBranch } from "./order-settings.service";
import { orderBranches } from "./order-branches";

export const NOT_TAKING = {
  off: "لا يستقبل هذا الفرع الطلبات عبر الموقع حالياً",
  paused: "توقف الفرع عن استقبال الطلبات مؤقتاً",
  closed: "الفرع مغلق الآن",
  full: "لا توجد مواعيد متاحة الآن",
} as const;

/** The pickup times of the orders that hold a place (every one not cancelled) around now, per branch. */
export async function heldPickups(db: Db, branches: string[], now: Date): Promise<Map<string, Date[]>> {
  const { from, to } = countingRange(now);
  const rows = await db
    .select({ branch: orders.branch, pickupAt: orders.pickupAt })
    .from(orders)
    .where(and(inArray(orders.branch, branches), ne(orders.status, "cancelled"), between(orders.pickupAt, from, to)));
  const byBranch = new Map<string, Date[]>();
  for (const row of rows) byBranch.set(row.branch, [...(byBranch.get(row.branch) ?? []), row.pickupAt]);
  return byBranch;
}

/**
 * Why a branch takes no order at all now (ordering off, paused, or the branch closed), and when it
 * takes them again if that is known; null while it takes orders (a slot may still be full).
 */
export function orderingClosure(
  branch: OrderBranch,
  settings: BranchOrderingRow,
  now: Date,
): { reason: string; resumesAt: Date | null } | null {
  if (!settings.enabled) return { reason: NOT_TAKING.off, resumesAt: null };
  if (settings.pausedUntil && settings.pausedUntil > now)
    return { reason: NOT_TAKING.paused, resumesAt: settings.pausedUntil };
  const status = branchStatus(branch, now);
  if (!status.open) {
    const opensAt = status.opensAt ? ammanInstant(status.opensAt.date, status.opensAt.minutes) : null;
    return { reason: NOT_TAKING.closed, resumesAt: opensAt };
  }
  return null;
}

/**
 * In one statement: how many orders hold a place (every one not cancelled) in one branch's slot
 * [from, to), and the branch's last order number of an Amman day. Read under the branch's lock, just
 * before the order is written, so the lock is held for as few round trips as possible.
 */
export async function slotAndLastNumber(
  db: Db,
  branch: string,
  from: Date,
  to: Date,
  day: string,
): Promise<{ held: number; lastNumber: number }> {
  const [row] = await rawRows<{ held: number; last_number: number }>(
    db,
    sql`select
      (select count(*)::int from ${orders}
        where ${orders.branch} = ${branch} and ${orders.status} <> 'cancelled'
          and ${orders.pickupAt} >= ${from.toISOString()} and ${orders.pickupAt} < ${to.toISOString()}) as held,
      (select coalesce(max(${orders.number}), 0)::int from ${orders}
        where ${orders.branch} = ${branch} and ${orders.day} = ${day}) as last_number`,
  );
  return { held: Number(row.held), lastNumber: Number(row.last_number) };
}

/** Whether a branch takes orders now, why not, and its free slots (with places left) and «أقرب وقت». */
export function branchOrderingState(
  branch: OrderBranch,
  settings: BranchOrderingRow,
  pickups: Date[],
  now: Date,
): BranchOrderingDto {
  const base = { branch: branch.slug, name: branch.name, prepMinutes: settings.prepMinutes };
  const refuse = (reason: string, resumesAt: Date | null): BranchOrderingDto => ({
    ...base,
    takesOrders: false,
    reason,
    resumesAt: resumesAt?.toISOString() ?? null,
    asapAt: null,
    slots: [],
  });
  const closure = orderingClosure(branch, settings, now);
  if (closure) return refuse(closure.reason, closure.resumesAt);
  const counts = slotCounts(branch, settings, now, pickups);
  const slots = candidateSlots(branch, settings, now)
    .map((at) => ({ at: at.toISOString(), placesLeft: settings.capacity - (counts.get(at.getTime()) ?? 0) }))
    .filter((slot) => slot.placesLeft > 0);
  const asap = asapPickup(branch, settings, now);
  const asapRoom = asap && placesLeftAt(branch, settings, counts, now, asap) > 0 ? asap : null;
  if (!asapRoom && slots.length === 0) return refuse(NOT_TAKING.full, null);
  return { ...base, takesOrders: true, reason: null, resumesAt: null, asapAt: asapRoom?.toISOString() ?? null, slots };
}

function placesLeftAt(
  branch: OrderBranch,
  settings: BranchOrderingRow,
  counts: Map<number, number>,
  now: Date,
  at: Date,
): number {
  const [slot] = slotCounts(branch, settings, now, [at]).keys();
  return slot === undefined ? 0 : settings.capacity - (counts.get(slot) ?? 0);
}

/** Every branch's ordering state now. */
export async function orderingStates(db: Db, now: Date): Promise<BranchOrderingDto[]> {
  const branches = await orderBranches(db);
  const settings = await settingsByBranch(db);
  const pickups = await heldPickups(
    db,
    branches.map((b) => b.slug),
    now,
  );
  return branches.map((branch) =>
    branchOrderingState(
      branch,
      settings.get(branch.slug) ?? defaultSettings(branch.slug),
      pickups.get(branch.slug) ?? [],
      now,
    ),
  );
}
