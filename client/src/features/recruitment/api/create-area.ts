import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AreaInput, AreaRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { areasQueryOptions } from "./get-areas";

export const createArea = (input: AreaInput) => apiRequest<AreaRow>("POST", "/api/areas", input);

export const useCreateArea = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areasQueryOptions().queryKey }),
  });
};
