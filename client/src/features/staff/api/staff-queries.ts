import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { staffRoutes } from "@shared/api/staff.routes";

export const accountsQuery = () => apiQuery(staffRoutes, "accounts");

export const useAccounts = () => useQuery(accountsQuery());

export const sessionsQuery = () => apiQuery(staffRoutes, "sessions");

export const useSessions = () => useQuery(sessionsQuery());
