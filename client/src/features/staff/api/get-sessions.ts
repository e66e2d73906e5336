import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

export const sessionsQuery = () => apiQuery("staff", "sessions");

export const useSessions = () => useQuery(sessionsQuery());
