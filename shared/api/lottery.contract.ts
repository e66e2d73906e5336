import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { drawSettingsSchema } from "../schema/draw-forms";
import { drawSettings, lotteryEntries, prizes } from "../schema/lottery";
import {
  createPrizeSchema,
  ENTRY_NOT_FOUND,
  entriesQuerySchema,
  entryStatusSchema,
  handOverSchema,
  invoiceLookupSchema,
  lotteryEntrySchema,
  PRIZE_NOT_FOUND,
  updatePrizeSchema,
} from "../schema/lottery-forms";
import type { SpecsOf } from "./endpoint";
import type { lotteryRoutes } from "./lottery.routes";
import { bodyFor, createSpec, idParams, onTheWire, removeSpec, updateSpec } from "./wire";

export const prizeResponse = onTheWire(createSelectSchema(prizes));

/** A prize as the API returns it. */
export type PrizeDto = z.output<typeof prizeResponse>;

const entryRow = onTheWire(createSelectSchema(lotteryEntries));

/**
 * An entry as the admin list shows it: the row (less its normalised invoice key) and its prize's name,
 * null once the prize was deleted. Once erased (erasedAt set), invoiceNumber and phoneNumber are null.
 * A prize handed over at the counter says when, at which branch (slug) and by whom (their username).
 */
export const entryResponse = entryRow
  .omit({ invoiceNormal: true, handedOverById: true })
  .extend({ prizeName: z.string().nullable() });

export type LotteryEntryDto = z.output<typeof entryResponse>;

/**
 * What the counter sees of an entry: no phone number, only what handing the prize over needs, with the
 * branches (names) its prize can be collected at (none: every branch).
 */
export const counterEntryResponse = entryResponse
  .omit({ phoneNumber: true, prizeId: true })
  .extend({ prizeBranches: z.array(z.string()) });

export type CounterEntryDto = z.output<typeof counterEntryResponse>;

/**
 * The answer to entering the draw: the entry, the invoice as typed and the prize it won, with the
 * branches (names) it can be collected at (none: every branch). `earlier` is true when the invoice
 * was already entered with this phone: the answer is that entry's result, and nothing new was drawn.
 */
export const winResponse = entryRow.pick({ id: true, status: true, submittedAt: true }).extend({
  invoiceNumber: z.string(),
  // The id is null only for an entry stored without one (the draw always records it).
  prize: prizeResponse.pick({ name: true, branches: true }).extend({ id: prizeResponse.shape.id.nullable() }),
  earlier: z.boolean(),
});

export type LotteryWinDto = z.output<typeof winResponse>;

const drawSettingsRow = createSelectSchema(drawSettings);

/**
 * Whether the draw can be entered now; if not, why (no prize left, the period not begun, or over) and
 * the Amman day the next period starts, if one is set. The invoice rule lets the form say what it accepts.
 */
export const availabilityResponse = z.object({
  open: z.boolean(),
  closedReason: z.enum(["no-prizes", "not-started", "ended"]).nullable(),
  opensOn: z.string().nullable(),
  invoiceRule: drawSettingsRow.pick({ invoiceCharacters: true, invoiceMinLength: true, invoiceMaxLength: true }),
});

export type DrawAvailabilityDto = z.output<typeof availabilityResponse>;

export const drawSettingsResponse = drawSettingsRow.omit({ id: true });

/** The draw's rules as the owner's form reads them. */
export type DrawSettingsDto = z.output<typeof drawSettingsResponse>;

export const lotterySpecs = {
  enter: createSpec(
    "Enter the draw with an invoice and a phone; the answer names the prize won",
    lotteryEntrySchema,
    winResponse,
  ),
  availability: {
    summary:
      "Whether the draw can be entered (a prize is active and in stock, today is in the draw period), and the invoice rule",
    responses: { 200: availabilityResponse },
  },
  drawSettings: {
    summary: "The draw's rules: wins per phone per day and per period, the period, the invoice rule",
    responses: { 200: drawSettingsResponse },
  },
  updateDrawSettings: {
    summary: "Set the draw's rules; a blank field is no limit",
    body: bodyFor(drawSettings, drawSettingsSchema),
    responses: { 200: drawSettingsResponse },
  },
  prizes: {
    summary: "Every prize, inactive ones too, oldest first",
    responses: { 200: z.array(prizeResponse) },
  },
  createPrize: createSpec("Add a prize", bodyFor(prizes, createPrizeSchema), prizeResponse),
  updatePrize: updateSpec(
    "Edit a prize, or only whether it is active",
    PRIZE_NOT_FOUND,
    bodyFor(prizes, updatePrizeSchema),
    prizeResponse,
  ),
  removePrize: removeSpec("Delete a prize; its entries stay and show an unknown prize", PRIZE_NOT_FOUND),
  entries: {
    summary: "Draw entries, newest first; ?search and ?page&pageSize narrow them, X-Total-Count holds all matches",
    query: entriesQuerySchema,
    responses: { 200: z.array(entryResponse) },
  },
  exportEntries: {
    summary: "The entries matching ?search as a CSV file",
    query: entriesQuerySchema,
    responses: { raw: "text/csv; charset=utf-8" },
  },
  lookupInvoice: {
    summary: "Find the entry of an invoice as printed (its normal form), for handing the prize over",
    query: invoiceLookupSchema,
    responses: { 200: counterEntryResponse },
  },
  handOver: {
    summary:
      "Hand a pending entry's prize over at a branch of one's own where the prize is collected, the original invoice in hand; records the branch and the staff member",
    params: idParams,
    notFound: ENTRY_NOT_FOUND,
    body: handOverSchema,
    responses: { 200: counterEntryResponse },
  },
  setEntryStatus: updateSpec(
    "Set an entry's status (pending, claimed, rejected)",
    ENTRY_NOT_FOUND,
    bodyFor(lotteryEntries, entryStatusSchema),
    entryResponse,
  ),
  eraseEntry: removeSpec(
    "Erase an entry's phone and typed invoice on its owner's request; the entry stays",
    ENTRY_NOT_FOUND,
  ),
} as const satisfies SpecsOf<typeof lotteryRoutes>;
