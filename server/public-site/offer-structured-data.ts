import type { OfferDto } from "@shared/api/offers.contract";
import { ammanParts } from "@shared/amman-time";

/**
 * An offer's price as schema.org reads it, with its schedule: validFrom the instant it starts,
 * priceValidUntil the last Amman calendar day it is shown (an end at midnight closes the day before).
 */
export function offerTerms(offer: Pick<OfferDto, "discountedPrice" | "startsAt" | "endsAt">) {
  return {
    "@type": "Offer",
    price: offer.discountedPrice,
    priceCurrency: "JOD",
    ...(offer.startsAt && { validFrom: offer.startsAt }),
    ...(offer.endsAt && { priceValidUntil: ammanParts(Date.parse(offer.endsAt) - 1).date }),
  };
}
