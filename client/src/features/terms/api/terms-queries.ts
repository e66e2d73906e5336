import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

export const termsQuery = () => apiQuery("terms", "get");

export const useTerms = () => useQuery(termsQuery());
