import { apiQuery } from "@/lib/api-client";
import { lotteryRoutes } from "@shared/api/lottery.routes";

/** The draw's rules, for the owner's form. */
export const drawSettingsQuery = () => apiQuery(lotteryRoutes, "drawSettings");
