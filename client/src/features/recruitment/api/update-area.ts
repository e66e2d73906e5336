import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AreaInput, AreaRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";
import { areasQueryOptions } from "./get-areas";

export const updateArea = ({ id, input }: { id: string; input: Partial<AreaInput> }) =>
  apiRequest<AreaRow>("PUT", `/api/areas/${id}`, input);

export const useUpdateArea = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArea,
    // Applications show these names, so their list is refreshed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: areasQueryOptions().queryKey }),
      ]),
  });
};
