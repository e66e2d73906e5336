import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** mustChangePassword: the account signed in with a temporary password and may only replace it. */
export type AdminSession = { authenticated: boolean; username?: string; mustChangePassword?: boolean };

export const getSession = () => apiRequest<AdminSession>("GET", "/api/admin/session");

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "session"], queryFn: getSession, gcTime: 0 });

export const useSession = () => useQuery(sessionQueryOptions());
