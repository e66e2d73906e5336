import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { BRANCH_SLUG_PATTERN } from "../branches";
import { CANCEL_REASONS, ORDER_SIZES, ORDER_STATUSES } from "../order-status";
import { blockedPhones, branchOrdering, orderItems, orders } from "../schema/orders";
import { blockPhoneSchema, branchOrderingEditSchema, placeOrderSchema } from "../schema/orders-forms";
import { ORDER_MESSAGES } from "../order-messages";
import type { SpecsOf } from "./endpoint";
import type { ordersRoutes } from "./orders.routes";
import { createSpec, idParams, noContent, onTheWire } from "./wire";

const iso = () => z.iso.datetime({ offset: true });

/** A pickup slot with room left: its start (ISO with Amman's offset) and how many orders it still takes. */
const slotResponse = z.object({ at: iso(), placesLeft: z.number().int() });

/** One branch as the checkout sees it. */
export const branchOrderingResponse = z.object({
  branch: z.string(),
  name: z.string(),
  takesOrders: z.boolean(),
  /** Why it takes none now (Arabic, for people), null while it does. */
  reason: z.string().nullable(),
  /** When it takes orders again, when known. */
  resumesAt: iso().nullable(),
  prepMinutes: z.number().int(),
  /** «أقرب وقت»: now plus the preparation time, null when the branch cannot make it before closing. */
  asapAt: iso().nullable(),
  slots: z.array(slotResponse),
});
export type BranchOrderingDto = z.output<typeof branchOrderingResponse>;

const itemResponse = onTheWire(createSelectSchema(orderItems))
  .pick({ menuItemId: true, name: true, quantity: true, unitPrice: true, note: true })
  .extend({ size: z.enum(ORDER_SIZES), lineTotal: z.string() });

/** An order as its visitor follows it (no name or phone: the token is the only key). */
export const orderResponse = onTheWire(createSelectSchema(orders))
  .pick({
    number: true,
    token: true,
    branch: true,
    pickupAt: true,
    asap: true,
    note: true,
    total: true,
    delayMinutes: true,
    acceptedAt: true,
    preparingAt: true,
    readyAt: true,
    collectedAt: true,
    cancelledAt: true,
    noShowAt: true,
    createdAt: true,
  })
  .extend({
    status: z.enum(ORDER_STATUSES),
    cancelReason: z.enum(CANCEL_REASONS).nullable(),
    branchName: z.string(),
    branchPhone: z.string().nullable(),
    branchMapsUrl: z.string().nullable(),
    items: z.array(itemResponse),
  });
export type OrderDto = z.output<typeof orderResponse>;

export const branchOrderingSettingsResponse = onTheWire(createSelectSchema(branchOrdering))
  .omit({ updatedAt: true })
  .extend({ name: z.string(), updatedAt: iso().nullable() });
export type BranchOrderingSettingsDto = z.output<typeof branchOrderingSettingsResponse>;

export const blockedPhoneResponse = onTheWire(createSelectSchema(blockedPhones));
export type BlockedPhoneDto = z.output<typeof blockedPhoneResponse>;

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
const slugParams = z.object({ slug: z.string().regex(BRANCH_SLUG_PATTERN) });

export const ordersSpecs = {
  ordering: {
    summary: "Per branch: whether it takes orders now, why not, its preparation time and free slots today and tomorrow",
    responses: { 200: z.array(branchOrderingResponse) },
  },
  place: {
    summary:
      "Place an order for pickup (Idempotency-Key header replays the same order for 24 h; rate-limited; a filled honeypot gets the same answer and nothing is stored)",
    body: placeOrderSchema,
    responses: { 201: orderResponse },
  },
  get: {
    summary: "An order by its token, with its status and the time of each change",
    params: tokenParams,
    notFound: ORDER_MESSAGES.notFound,
    responses: { 200: orderResponse },
  },
  cancel: {
    summary: "The visitor cancels their order while the branch has not accepted it",
    params: tokenParams,
    notFound: ORDER_MESSAGES.notFound,
    responses: { 200: orderResponse },
  },
  branchSettings: {
    summary: "The ordering settings of the caller's branches (every branch for the owner)",
    responses: { 200: z.array(branchOrderingSettingsResponse) },
  },
  updateBranchSettings: {
    summary:
      "Edit a branch's ordering settings (on/off, preparation, slots, capacity, last order, pause); fields left out keep their value",
    params: slugParams,
    notFound: "الفرع غير موجود",
    body: branchOrderingEditSchema,
    responses: { 200: branchOrderingSettingsResponse },
  },
  blockedPhones: {
    summary: "Phones refused for ordering",
    responses: { 200: z.array(blockedPhoneResponse) },
  },
  blockPhone: createSpec(
    "Refuse a phone for ordering (repeating it changes nothing)",
    blockPhoneSchema,
    blockedPhoneResponse,
  ),
  unblockPhone: {
    summary: "Take a phone off the block list",
    params: idParams,
    responses: { 204: noContent },
  },
} as const satisfies SpecsOf<typeof ordersRoutes>;
