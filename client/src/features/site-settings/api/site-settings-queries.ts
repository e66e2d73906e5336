import { apiQuery } from "@/lib/api-client";
import { siteSettingsRoutes } from "@shared/api/site-settings.routes";

export const siteSettingsQuery = () => apiQuery(siteSettingsRoutes, "get");
