import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrivacySettings } from "@shared/schema/audit-forms";
import { apiRequest } from "@/lib/api-client";
import { privacySettingsQueryOptions } from "./get-privacy-settings";

export const updatePrivacySettings = (input: PrivacySettings) =>
  apiRequest<PrivacySettings>("PUT", "/api/admin/privacy", input);

export const useUpdatePrivacySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacySettings,
    onSuccess: (saved) => queryClient.setQueryData(privacySettingsQueryOptions().queryKey, saved),
  });
};
