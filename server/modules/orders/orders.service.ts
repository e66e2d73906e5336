import { randomBytes, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { ammanParts } from "@shared/amman-time";
import type { OrderDto } from "@shared/api/orders.contract";
import { fromFils, toFils } from "@shared/money";
import { sizePrice, VISITOR_CANCEL_REASON, visitorMayCancel, type OrderStatus } from "@shared/order-status";
import type { PlaceOrderData } from "@shared/schema/orders-forms";
import { IDEMPOTENCY_HOURS, ORDER_MESSAGES } from "@shared/order-messages";
import type { Db } from "../../db/client";
import { type OrderRow, orderItems, orders } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/pg-errors";
import { orderableDishes } from "../menu/menu-order-lines.service";
import { orderingClosure, slotAndLastNumber } from "./order-availability";
import { type OrderBranch, orderBranch } from "./order-branches";
import { itemsOf, toOrderDto } from "./order-dto";
import { publishOrderChange } from "./order-events";
import { priceLines } from "./order-lines";
import { checkPhone, lockPhone } from "./order-phone-rules";
import { asapPickup, checkPickup } from "./order-slots";
import { lockSettings } from "./order-settings.service";

const newToken = () => randomBytes(24).toString("base64url");
const conflict = (message: string, path?: string) =>
  new AppError("conflict", message, path ? [{ path, message }] : undefined);

async function dtoOf(db: Db, order: OrderRow): Promise<OrderDto> {
  const items = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  return toOrderDto(order, items, await orderBranch(db, order.branch));
}

/** The order a key names while it is live; a key past its 24 h names nothing any more and is freed. */
async function byKey(db: Db, key: string, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!row || row.idempotencyExpiresAt === null || row.idempotencyExpiresAt > now) return row;
  await db.update(orders).set({ idempotencyKey: null }).where(eq(orders.id, row.id));
  return undefined;
}

async function knownBranch(db: Db, slug: string): Promise<OrderBranch> {
  const branch = await orderBranch(db, slug);
  if (!branch)
    throw new AppError("bad_request", ORDER_MESSAGES.branch, [{ path: "branch", message: ORDER_MESSAGES.branch }]);
  return branch;
}

/**
 * Places an order, every rule checked in one transaction: the phone may order (under the phone's
 * lock), each line is orderable at the branch and priced from the menu, and then, under the branch's
 * lock (its settings row), the branch takes orders now, the pickup time fits its hours and the slot
 * has room (every order not cancelled counts). Only the slot count, the order's writes and its
 * announcement happen under the branch's lock, so orders of one branch wait on each other briefly.
 * A retry with the same Idempotency-Key within 24 h gets the order it placed, even when the branch
 * stopped taking orders or the phone reached its limit since.
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrderData,
  idempotencyKey: string | null,
  now: Date,
): Promise<OrderDto> {
  try {
    const placed = await db.transaction(async (tx) => {
      // A retry is looked up under the phone's lock: one sent while the first was still being placed
      // waited here until it committed. It gets its order even if the phone's rules would refuse a new one.
      await lockPhone(tx, input.phoneNumber);
      const earlier = idempotencyKey ? await byKey(tx, idempotencyKey, now) : undefined;
      if (earlier) return { order: earlier };
      const branch = await knownBranch(tx, input.branch);
      const { firstOrder } = await checkPhone(tx, input.phoneNumber);
      const dishes = await orderableDishes(tx, [...new Set(input.items.map((line) => line.menuItemId))]);
      const priced = priceLines(input.items, dishes, branch, now);

      const settings = await lockSettings(tx, branch.slug);
      if (!settings) throw conflict(ORDER_MESSAGES.branchNotTaking, "branch");
      const closure = orderingClosure(branch, settings, now);
      if (closure) throw conflict(closure.reason, "branch");
      if ("issues" in priced) throw new AppError("conflict", priced.issues[0].message, priced.issues);
      const pickupAt = input.pickupAt === null ? asapPickup(branch, settings, now) : new Date(input.pickupAt);
      if (!pickupAt) throw conflict(ORDER_MESSAGES.asapUnavailable, "pickupAt");
      const check = checkPickup(branch, settings, now, pickupAt);
      if ("refusal" in check) throw conflict(ORDER_MESSAGES[check.refusal], "pickupAt");
      // Counted under the branch's lock: no other order of this branch can take the place meanwhile.
      const day = ammanParts(now).date;
      const slot = await slotAndLastNumber(tx, branch.slug, check.slot, check.slotEnd, day);
      if (slot.held >= settings.capacity) throw conflict(ORDER_MESSAGES.slotFull, "pickupAt");

      const [order] = await tx
        .insert(orders)
        .values({
          token: newToken(),
          branch: branch.slug,
          day,
          number: slot.lastNumber + 1,
          pickupAt,
          asap: input.pickupAt === null,
          customerName: input.customerName,
          phoneNumber: input.phoneNumber,
          note: input.note,
          total: fromFils(priced.totalFils),
          firstOrder,
          idempotencyKey,
          idempotencyExpiresAt: idempotencyKey ? new Date(now.getTime() + IDEMPOTENCY_HOURS * 3_600_000) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const items = await tx
        .insert(orderItems)
        .values(priced.lines.map((line, position) => ({ ...line, orderId: order.id, position })))
        .returning();
      await publishOrderChange(tx, { id: order.id, token: order.token, branch: order.branch, status: "received" });
      return { order, items, branch };
    });
    const { order, items, branch } = placed;
    if (items && branch) return toOrderDto(order, items, branch);
    return dtoOf(db, order);
  } catch (error) {
    // Two retries of one request raced past the first look: the one that lost answers with the winner's order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await byKey(db, idempotencyKey, now);
      if (earlier) return dtoOf(db, earlier);
    }
    throw error;
  }
}

/** What a bot that filled the trap gets: an answer shaped like a real one; nothing is written. */
export async function decoyOrder(db: Db, input: PlaceOrderData, now: Date): Promise<OrderDto> {
  const branch = await knownBranch(db, input.branch);
  const dishes = await orderableDishes(
    db,
    input.items.map((line) => line.menuItemId),
  );
  const pickupAt = input.pickupAt ? new Date(input.pickupAt) : new Date(now.getTime() + 20 * 60_000);
  const fake: OrderRow = {
    id: "00000000-0000-0000-0000-000000000000",
    token: newToken(),
    branch: branch.slug,
    day: ammanParts(now).date,
    number: randomInt(1, 60),
    status: "received",
    pickupAt,
    asap: input.pickupAt === null,
    customerName: null,
    phoneNumber: null,
    note: input.note,
    total: "0.00",
    firstOrder: false,
    delayMinutes: 0,
    cancelReason: null,
    cancelledBy: null,
    acceptedAt: null,
    preparingAt: null,
    readyAt: null,
    collectedAt: null,
    cancelledAt: null,
    noShowAt: null,
    idempotencyKey: null,
    idempotencyExpiresAt: null,
    erasedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const items = input.items.map((line, position) => {
    const dish = dishes.get(line.menuItemId);
    const unitPrice = (dish && sizePrice(dish, line.size)) ?? "0.00";
    return { ...line, id: fake.id, orderId: fake.id, position, name: dish?.name ?? "", unitPrice };
  });
  const dto = toOrderDto(fake, items, branch);
  const totalFils = dto.items.reduce((sum, item) => sum + toFils(item.lineTotal), 0);
  return { ...dto, total: fromFils(totalFils) };
}

async function byToken(db: Db, token: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.token, token));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}

export async function getOrder(db: Db, token: string): Promise<OrderDto> {
  return dtoOf(db, await byToken(db, token));
}

/**
 * The visitor cancels while the branch has not accepted; repeating it once cancelled by the visitor
 * answers with the cancelled order.
 */
export async function cancelOrder(db: Db, token: string, now: Date): Promise<OrderDto> {
  const order = await db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    if (row.status === "cancelled" && row.cancelledBy === "visitor") return row;
    if (!visitorMayCancel(row.status as OrderStatus)) throw conflict(ORDER_MESSAGES.cannotCancel);
    const [updated] = await tx
      .update(orders)
      .set({
        status: "cancelled",
        cancelReason: VISITOR_CANCEL_REASON,
        cancelledBy: "visitor",
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, row.id))
      .returning();
    await publishOrderChange(tx, { id: updated.id, token: updated.token, branch: updated.branch, status: "cancelled" });
    return updated;
  });
  return dtoOf(db, order);
}
