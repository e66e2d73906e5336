import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBranchDto, BranchFormValues } from "@shared/schema/branches-forms";
import { apiRequest } from "@/lib/api-client";
import { branchesQueryOptions } from "./get-branches";

export type UpdateBranchInput = { slug: string; changes: BranchFormValues };

export const updateBranch = ({ slug, changes }: UpdateBranchInput) =>
  apiRequest<AdminBranchDto>("PUT", `/api/branches/${encodeURIComponent(slug)}`, changes);

export const useUpdateBranch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    // The public list's key is the prefix of the dashboard's: both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryOptions().queryKey }),
  });
};
