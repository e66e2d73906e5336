import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { staffRoutes } from "@shared/api/staff.routes";

export const sessionsQuery = () => apiQuery(staffRoutes, "sessions");

export const useSessions = () => useQuery(sessionsQuery());
