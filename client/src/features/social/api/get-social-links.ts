import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SocialLinkRow } from "@shared/schema/social-forms";
import { apiRequest } from "@/lib/api-client";

export const getSocialLinks = () => apiRequest<SocialLinkRow[]>("GET", "/api/social-links");

export const socialLinksQueryOptions = () => queryOptions({ queryKey: ["social-links"], queryFn: getSocialLinks });

export const useSocialLinks = () => useQuery(socialLinksQueryOptions());
