import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

export const termsQueryOptions = () => apiQuery("terms", "get");

export const useTerms = () => useQuery(termsQueryOptions());
