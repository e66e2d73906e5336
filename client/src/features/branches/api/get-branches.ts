import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BranchDto } from "@shared/schema/branches-forms";
import { apiRequest } from "@/lib/api-client";

/** Every branches query starts with this key, so a save refreshes the public and the dashboard lists. */
export const branchesKey = ["branches"] as const;

export const getBranches = () => apiRequest<BranchDto[]>("GET", "/api/branches");

export const branchesQueryOptions = () => queryOptions({ queryKey: branchesKey, queryFn: getBranches });

export const useBranches = () => useQuery(branchesQueryOptions());
