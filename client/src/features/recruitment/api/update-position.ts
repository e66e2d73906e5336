import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PositionInput, JobPositionRow } from "@shared/schema/recruitment-forms";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";
import { positionsQueryOptions } from "./get-positions";

export const updatePosition = ({ id, input }: { id: string; input: Partial<PositionInput> }) =>
  apiRequest<JobPositionRow>("PUT", `/api/job-positions/${id}`, input);

export const useUpdatePosition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosition,
    // Applications show these names, so their list is refreshed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: positionsQueryOptions().queryKey }),
      ]),
  });
};
