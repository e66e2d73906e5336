import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminBranchDto } from "@shared/schema/branches-forms";
import { apiRequest } from "@/lib/api-client";
import { branchesKey } from "./get-branches";

export const getAdminBranches = () => apiRequest<AdminBranchDto[]>("GET", "/api/admin/branches");

export const adminBranchesQueryOptions = () =>
  queryOptions({ queryKey: [...branchesKey, "admin"], queryFn: getAdminBranches });

export const useAdminBranches = () => useQuery(adminBranchesQueryOptions());
