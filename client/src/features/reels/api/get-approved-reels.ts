import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicReel } from "@shared/schema/reels-forms";
import { apiRequest } from "@/lib/api-client";

export const getApprovedReels = () => apiRequest<PublicReel[]>("GET", "/api/customer-reels/approved");

export const approvedReelsQueryOptions = () =>
  queryOptions({ queryKey: ["customer-reels", "approved"], queryFn: getApprovedReels });

export const useApprovedReels = () => useQuery(approvedReelsQueryOptions());
