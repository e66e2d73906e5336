import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

export const accountsQuery = () => apiQuery("staff", "accounts");

export const useAccounts = () => useQuery(accountsQuery());
