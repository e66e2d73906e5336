import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PositionInput, JobPositionRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { positionsQueryOptions } from "./get-positions";

export const createPosition = (input: PositionInput) => apiRequest<JobPositionRow>("POST", "/api/job-positions", input);

export const useCreatePosition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionsQueryOptions().queryKey }),
  });
};
