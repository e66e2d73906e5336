import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicSiteSettings, UpdateSiteSettingsInput } from "@shared/schema/settings-forms";
import { apiRequest } from "@/lib/api-client";
import { siteSettingsQueryOptions } from "./get-site-settings";

export const updateSiteSettings = (input: UpdateSiteSettingsInput) =>
  apiRequest<PublicSiteSettings>("PUT", "/api/site-settings", input);

export const useUpdateSiteSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (settings) => queryClient.setQueryData(siteSettingsQueryOptions().queryKey, settings),
  });
};
