import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffAccount } from "@shared/schema/staff-forms";
import { apiRequest } from "@/lib/api-client";

export const getAccounts = () => apiRequest<StaffAccount[]>("GET", "/api/admin/accounts");

export const accountsQueryOptions = () => queryOptions({ queryKey: ["accounts"], queryFn: getAccounts });

export const useAccounts = () => useQuery(accountsQueryOptions());
