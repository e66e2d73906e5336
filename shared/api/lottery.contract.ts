import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { lotteryEntries, prizes } from "../schema/lottery";
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
import { bodyFor, idParams, noContent, onTheWire } from "./wire";

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

/** What the counter sees of an entry: no phone number, only what handing the prize over needs. */
export const counterEntryResponse = entryResponse.omit({ phoneNumber: true, prizeId: true });

export type CounterEntryDto = z.output<typeof counterEntryResponse>;

/** The answer to entering the draw: the entry, the invoice as typed and the prize it won. */
export const winResponse = entryRow
  .pick({ id: true, status: true, submittedAt: true })
  .extend({ invoiceNumber: z.string(), prize: prizeResponse.pick({ id: true, name: true }) });

export type LotteryWinDto = z.output<typeof winResponse>;

export const availabilityResponse = z.object({ open: z.boolean() });

export const lotterySpecs = {
  enter: {
    summary: "Enter the draw with an invoice and a phone; the answer names the prize won",
    body: lotteryEntrySchema,
    responses: { 201: winResponse },
  },
  availability: {
    summary: "Whether the draw can be entered (at least one prize is active)",
    responses: { 200: availabilityResponse },
  },
  prizes: {
    summary: "Every prize, inactive ones too, oldest first",
    responses: { 200: z.array(prizeResponse) },
  },
  createPrize: {
    summary: "Add a prize",
    body: bodyFor(prizes, createPrizeSchema),
    responses: { 201: prizeResponse },
  },
  updatePrize: {
    summary: "Edit a prize, or only whether it is active",
    params: idParams,
    notFound: PRIZE_NOT_FOUND,
    body: bodyFor(prizes, updatePrizeSchema),
    responses: { 200: prizeResponse },
  },
  removePrize: {
    summary: "Delete a prize; its entries stay and show an unknown prize",
    params: idParams,
    notFound: PRIZE_NOT_FOUND,
    responses: { 204: noContent },
  },
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
    summary: "Hand a pending entry's prize over at a branch of one's own; records the branch and the staff member",
    params: idParams,
    notFound: ENTRY_NOT_FOUND,
    body: handOverSchema,
    responses: { 200: counterEntryResponse },
  },
  setEntryStatus: {
    summary: "Set an entry's status (pending, claimed, rejected)",
    params: idParams,
    notFound: ENTRY_NOT_FOUND,
    body: bodyFor(lotteryEntries, entryStatusSchema),
    responses: { 200: entryResponse },
  },
  eraseEntry: {
    summary: "Erase an entry's phone and typed invoice on its owner's request; the entry stays",
    params: idParams,
    notFound: ENTRY_NOT_FOUND,
    responses: { 204: noContent },
  },
} as const satisfies SpecsOf<typeof lotteryRoutes>;
