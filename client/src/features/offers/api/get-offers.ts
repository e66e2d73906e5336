import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OfferDto } from "@shared/schema/offers-forms";
import { apiRequest } from "@/lib/api-client";

// ?active=true: the visitor's view even when an admin is signed in and previews the site.
export const getOffers = () => apiRequest<OfferDto[]>("GET", "/api/offers?active=true");

/** Its key ["offers"] is the prefix of every offers query: mutations invalidate through it. */
export const offersQueryOptions = () => queryOptions({ queryKey: ["offers"], queryFn: getOffers });

export const useOffers = () => useQuery(offersQueryOptions());
