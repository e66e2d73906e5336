import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SocialLinkData, SocialLinkRow } from "@shared/schema/social-forms";
import { apiRequest } from "@/lib/api-client";
import { socialLinksQueryOptions } from "./get-social-links";

export const createSocialLink = (input: SocialLinkData) =>
  apiRequest<SocialLinkRow>("POST", "/api/social-links", input);

export const useCreateSocialLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSocialLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialLinksQueryOptions().queryKey }),
  });
};
