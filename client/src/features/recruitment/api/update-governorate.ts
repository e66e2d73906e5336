import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GovernorateInput, GovernorateRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";
import { governoratesQueryOptions } from "./get-governorates";

export const updateGovernorate = ({ id, input }: { id: string; input: Partial<GovernorateInput> }) =>
  apiRequest<GovernorateRow>("PUT", `/api/governorates/${id}`, input);

export const useUpdateGovernorate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGovernorate,
    // Applications show these names, so their list is refreshed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: governoratesQueryOptions().queryKey }),
      ]),
  });
};
