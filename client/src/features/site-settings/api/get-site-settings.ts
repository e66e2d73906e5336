import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSiteSettings } from "@shared/schema/settings-forms";
import { apiRequest } from "@/lib/api-client";

export const getSiteSettings = () => apiRequest<PublicSiteSettings>("GET", "/api/site-settings");

export const siteSettingsQueryOptions = () => queryOptions({ queryKey: ["site-settings"], queryFn: getSiteSettings });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
