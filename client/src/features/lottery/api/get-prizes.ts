import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PrizeView } from "@shared/schema/lottery-forms";
import { apiRequest } from "@/lib/api-client";

export const getPrizes = () => apiRequest<PrizeView[]>("GET", "/api/prizes");

export const prizesQueryOptions = () => queryOptions({ queryKey: ["prizes"], queryFn: getPrizes });

export const usePrizes = () => useQuery(prizesQueryOptions());
