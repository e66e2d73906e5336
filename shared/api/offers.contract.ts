import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { offers } from "../schema/offers";
import { OFFER_NOT_FOUND, offerEditSchema, offerFormSchema } from "../schema/offers-forms";
import type { SpecsOf } from "./endpoint";
import type { offersRoutes } from "./offers.routes";
import { activeQuery, bodyFor, createSpec, onTheWire, removeSpec, updateSpec } from "./wire";

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
  create: createSpec("Add an offer", bodyFor(offers, offerFormSchema), offerResponse),
  update: updateSpec(
    "Edit an offer, or only its visibility",
    OFFER_NOT_FOUND,
    bodyFor(offers, offerEditSchema),
    offerResponse,
  ),
  remove: removeSpec("Delete an offer", OFFER_NOT_FOUND),
} as const satisfies SpecsOf<typeof offersRoutes>;
