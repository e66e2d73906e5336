import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBranchDto, BranchFormValues } from "@shared/schema/branches-forms";
import { apiRequest } from "@/lib/api-client";
import { branchesQueryOptions } from "./get-branches";

export type UpdateBranchInput = { slug: string; changes: BranchFormValues };

/**
 * The form has already turned a full Maps link into coordinates; a short link (or none) travels back
 * as the link itself, which the server keeps as the directions link (blank clears it).
 */
export const updateBranch = ({ slug, changes: { mapsUrl, ...fields } }: UpdateBranchInput) =>
  apiRequest<AdminBranchDto>(
    "PUT",
    `/api/branches/${encodeURIComponent(slug)}`,
    mapsUrl === undefined ? fields : { ...fields, mapsLink: mapsUrl ?? "" },
  );

export const useUpdateBranch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    // The public list's key is the prefix of the dashboard's: both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryOptions().queryKey }),
  });
};
