import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReelRow } from "@shared/schema/reels-forms";
import { apiRequest } from "@/lib/api-client";

export const getReels = () => apiRequest<ReelRow[]>("GET", "/api/customer-reels");

// ["customer-reels"] is also the prefix of the public list, so invalidating it refreshes both.
export const reelsQueryOptions = () => queryOptions({ queryKey: ["customer-reels"], queryFn: getReels });

export const useReels = () => useQuery(reelsQueryOptions());
