import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TermsView, UpdateTermsInput } from "@shared/schema/terms-forms";
import { apiRequest } from "@/lib/api-client";
import { termsQueryOptions } from "./get-terms";

export const updateTerms = (input: UpdateTermsInput) =>
  apiRequest<TermsView>("PUT", "/api/terms-and-conditions", input);

export const useUpdateTerms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTerms,
    onSuccess: (terms) => queryClient.setQueryData(termsQueryOptions().queryKey, terms),
  });
};
