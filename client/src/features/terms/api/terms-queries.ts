import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { termsRoutes } from "@shared/api/terms.routes";

export const termsQuery = () => apiQuery(termsRoutes, "get");

export const useTerms = () => useQuery(termsQuery());
