import { drawAvailabilityQuery } from "./lottery-queries";

/** The name the public pages' prefetch table imports; the same query as drawAvailabilityQuery. */
export const drawAvailabilityQueryOptions = drawAvailabilityQuery;
