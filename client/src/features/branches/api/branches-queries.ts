import { apiQuery } from "@/lib/api-client";
import { branchesRoutes } from "@shared/api/branches.routes";

export const branchesQuery = () => apiQuery(branchesRoutes, "list");

export const adminBranchesQuery = () => apiQuery(branchesRoutes, "adminList");
