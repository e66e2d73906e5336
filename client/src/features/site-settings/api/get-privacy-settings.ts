import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PrivacySettings } from "@shared/schema/audit-forms";
import { apiRequest } from "@/lib/api-client";

export const getPrivacySettings = () => apiRequest<PrivacySettings>("GET", "/api/admin/privacy");

export const privacySettingsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "privacy"], queryFn: getPrivacySettings });

export const usePrivacySettings = () => useQuery(privacySettingsQueryOptions());
