import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActiveSession } from "@shared/schema/staff-forms";
import { apiRequest } from "@/lib/api-client";

export const getSessions = () => apiRequest<ActiveSession[]>("GET", "/api/admin/sessions");

export const sessionsQueryOptions = () => queryOptions({ queryKey: ["sessions"], queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
