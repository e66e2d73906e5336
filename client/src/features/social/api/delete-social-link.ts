import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { socialLinksQueryOptions } from "./get-social-links";

export const deleteSocialLink = (id: string) => apiRequest<void>("DELETE", `/api/social-links/${id}`);

export const useDeleteSocialLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocialLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialLinksQueryOptions().queryKey }),
  });
};
