import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type DrawAvailability = { open: boolean };

export const getDrawAvailability = () => apiRequest<DrawAvailability>("GET", "/api/lottery/availability");

/** Whether any prize is active: the popup and /win only invite visitors into a draw they can enter. */
export const drawAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: ["lottery", "availability"], queryFn: getDrawAvailability });

export const useDrawAvailability = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...drawAvailabilityQueryOptions(), enabled });
