import { apiQuery } from "@/lib/api-client";

export const siteSettingsQuery = () => apiQuery("site-settings", "get");
