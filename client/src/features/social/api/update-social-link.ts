import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SocialLinkData, SocialLinkRow } from "@shared/schema/social-forms";
import { apiRequest } from "@/lib/api-client";
import { socialLinksQueryOptions } from "./get-social-links";

export const updateSocialLink = ({ id, ...input }: SocialLinkData & { id: string }) =>
  apiRequest<SocialLinkRow>("PUT", `/api/social-links/${id}`, input);

export const useUpdateSocialLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialLinksQueryOptions().queryKey }),
  });
};
