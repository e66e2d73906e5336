import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GovernorateInput, GovernorateRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { governoratesQueryOptions } from "./get-governorates";

export const createGovernorate = (input: GovernorateInput) =>
  apiRequest<GovernorateRow>("POST", "/api/governorates", input);

export const useCreateGovernorate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGovernorate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: governoratesQueryOptions().queryKey }),
  });
};
