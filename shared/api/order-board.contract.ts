import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { isRealDate } from "../amman-time";
import { BRANCH_SLUG_PATTERN } from "../branches";
import { CANCEL_REASONS, ORDER_SIZES, ORDER_STATUSES } from "../order-status";
import { orderStatusChanges } from "../schema/order-board";
import { ORDER_BOARD_MESSAGES, statusChangeSchema } from "../schema/order-board-forms";
import { orderItems, orders } from "../schema/orders";
import type { SpecsOf } from "./endpoint";
import type { orderBoardRoutes } from "./order-board.routes";
import { idParams, onTheWire } from "./wire";

const branchQuery = z
  .string()
  .refine((slug) => BRANCH_SLUG_PATTERN.test(slug), ORDER_BOARD_MESSAGES.branch)
  .optional();
const dateQuery = z.string().refine(isRealDate, ORDER_BOARD_MESSAGES.date).optional();

const boardItemResponse = onTheWire(createSelectSchema(orderItems))
  .pick({ name: true, quantity: true, unitPrice: true, note: true })
  .extend({ size: z.enum(ORDER_SIZES), lineTotal: z.string() });

/** An order as the branch works it: the customer's name and phone, the flags, every status's time. */
export const boardOrderResponse = onTheWire(createSelectSchema(orders))
  .pick({
    id: true,
    number: true,
    branch: true,
    pickupAt: true,
    asap: true,
    customerName: true,
    phoneNumber: true,
    note: true,
    total: true,
    firstOrder: true,
    delayMinutes: true,
    cancelledBy: true,
    acceptedAt: true,
    preparingAt: true,
    readyAt: true,
    collectedAt: true,
    cancelledAt: true,
    noShowAt: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    status: z.enum(ORDER_STATUSES),
    cancelReason: z.enum(CANCEL_REASONS).nullable(),
    items: z.array(boardItemResponse),
  });
export type BoardOrderDto = z.output<typeof boardOrderResponse>;

export const statusChangeResponse = onTheWire(createSelectSchema(orderStatusChanges)).omit({
  orderId: true,
  userId: true,
});
export type StatusChangeDto = z.output<typeof statusChangeResponse>;

export const waitingResponse = z.array(
  z.object({ branch: z.string(), received: z.number().int(), open: z.number().int() }),
);
export type WaitingOrdersDto = z.output<typeof waitingResponse>;

export const daySummaryResponse = z.object({
  branch: z.string(),
  date: z.string(),
  orders: z.number().int(),
  collected: z.number().int(),
  open: z.number().int(),
  noShows: z.number().int(),
  cancelled: z.object(Object.fromEntries(CANCEL_REASONS.map((reason) => [reason, z.number().int()]))),
  /** Cash still to take for the day's open orders, and taken for the collected ones ("12.50"). */
  cashToCollect: z.string(),
  cashCollected: z.string(),
  /** The day's fullest pickup quarter-hours (not cancelled), fullest first. */
  busiestSlots: z.array(z.object({ at: z.iso.datetime({ offset: true }), orders: z.number().int() })),
});
export type DaySummaryDto = z.output<typeof daySummaryResponse>;

export const phoneRecordResponse = z.object({
  phoneNumber: z.string(),
  orders: z.number().int(),
  noShows: z.number().int(),
});
export type PhoneRecordDto = z.output<typeof phoneRecordResponse>;

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

export const orderBoardSpecs = {
  list: {
    summary:
      "The orders of the caller's branches whose pickup falls on a day in Amman (by default today's, and the open orders placed ahead for a later day)",
    query: z.object({ branch: branchQuery, status: z.enum(ORDER_STATUSES).optional(), date: dateQuery }),
    responses: { 200: z.array(boardOrderResponse) },
  },
  changeStatus: {
    summary:
      "Move an order on (accept, optionally adding minutes to the pickup time; preparing; ready; collected; cancelled with a reason; no-show after the pickup time); 409 with the current order when the move is not allowed from its status",
    params: idParams,
    notFound: ORDER_BOARD_MESSAGES.notFound,
    body: statusChangeSchema,
    responses: { 200: boardOrderResponse },
  },
  history: {
    summary: "Every status change of an order: who, when, from and to",
    params: idParams,
    notFound: ORDER_BOARD_MESSAGES.notFound,
    responses: { 200: z.array(statusChangeResponse) },
  },
  events: {
    summary:
      "text/event-stream of the order changes at the caller's branches: `order` with the changed order, `resync` when the stream may have missed some (read the list again)",
    responses: { raw: "text/event-stream" },
  },
  waiting: {
    summary: "Per branch of the caller's: orders waiting to be accepted, and all open orders",
    responses: { 200: waitingResponse },
  },
  summary: {
    summary: "A day's summary per branch of the caller's: orders, collected, cancelled by reason, no-shows, cash",
    query: z.object({ branch: branchQuery, date: dateQuery }),
    responses: { 200: z.array(daySummaryResponse) },
  },
  phones: {
    summary: "Phones with a missed pickup at the caller's branches, with their orders and no-shows",
    responses: { 200: z.array(phoneRecordResponse) },
  },
  follow: {
    summary:
      "text/event-stream of one order's changes, by its token: `status` with its new status (read the order again), `resync` when some may have been missed",
    params: tokenParams,
    notFound: ORDER_BOARD_MESSAGES.notFound,
    responses: { raw: "text/event-stream" },
  },
} as const satisfies SpecsOf<typeof orderBoardRoutes>;
