import { apiQuery } from "@/lib/api-client";

export const branchesQuery = () => apiQuery("branches", "list");

export const adminBranchesQuery = () => apiQuery("branches", "adminList");
