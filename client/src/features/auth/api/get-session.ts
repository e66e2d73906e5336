import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { authRoutes } from "@shared/api/auth.routes";

// Never kept once unused: a session read is always a fresh answer.
export const sessionQuery = () => queryOptions({ ...apiQuery(authRoutes, "session"), gcTime: 0 });

export const useSession = () => useQuery(sessionQuery());
