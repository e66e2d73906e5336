import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TermsView } from "@shared/schema/terms-forms";
import { getFromKey } from "@/lib/api-client";

export const termsQueryOptions = () =>
  queryOptions({ queryKey: ["terms-and-conditions"], queryFn: getFromKey<TermsView> });

export const useTerms = () => useQuery(termsQueryOptions());
