import { apiQuery } from "@/lib/api-client";

export const approvedReelsQuery = () => apiQuery("reels", "approved");

export const adminReelsQuery = () => apiQuery("reels", "list", { query: {} });
