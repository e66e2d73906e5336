import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { offers } from "../schema/offers";
import { OFFER_NOT_FOUND, offerEditSchema, offerFormSchema } from "../schema/offers-forms";
import type { SpecsOf } from "./endpoint";
import type { offersRoutes } from "./offers.routes";
import { activeQuery, bodyFor, idParams, noContent, onTheWire } from "./wire";

export const offerResponse = onTheWire(createSelectSchema(offers));

/** An offer as the API returns it. */
export type OfferDto = z.output<typeof offerResponse>;

/** An offer in the admin's list: with its schedule's state now, and when that next changes (null: never). */
const adminOfferResponse = offerResponse.extend({
  scheduleState: z.enum(["scheduled", "live", "ended"]),
  nextChangeAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminOfferDto = z.output<typeof adminOfferResponse>;

export const offersSpecs = {
  list: {
    summary: "Offers; an admin also gets hidden ones unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(offerResponse) },
  },
  adminList: {
    summary: "Every offer, hidden ones too, with its schedule's state",
    responses: { 200: z.array(adminOfferResponse) },
  },
  create: {
    summary: "Add an offer",
    body: bodyFor(offers, offerFormSchema),
    responses: { 201: offerResponse },
  },
  update: {
    summary: "Edit an offer, or only its visibility",
    params: idParams,
    notFound: OFFER_NOT_FOUND,
    body: bodyFor(offers, offerEditSchema),
    responses: { 200: offerResponse },
  },
  remove: {
    summary: "Delete an offer",
    params: idParams,
    notFound: OFFER_NOT_FOUND,
    responses: { 204: noContent },
  },
} as const satisfies SpecsOf<typeof offersRoutes>;
