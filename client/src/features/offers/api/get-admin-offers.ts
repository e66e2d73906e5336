import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OfferDto } from "@shared/schema/offers-forms";
import { apiRequest } from "@/lib/api-client";
import { offersQueryOptions } from "./get-offers";

export const getAdminOffers = () => apiRequest<OfferDto[]>("GET", "/api/admin/offers");

export const adminOffersQueryOptions = () =>
  queryOptions({ queryKey: [...offersQueryOptions().queryKey, { admin: true }], queryFn: getAdminOffers });

export const useAdminOffers = () => useQuery(adminOffersQueryOptions());
