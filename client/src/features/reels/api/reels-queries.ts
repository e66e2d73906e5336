import { apiQuery } from "@/lib/api-client";
import { reelsRoutes } from "@shared/api/reels.routes";

export const approvedReelsQuery = () => apiQuery(reelsRoutes, "approved");

export const adminReelsQuery = () => apiQuery(reelsRoutes, "list", { query: {} });
