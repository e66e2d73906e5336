import { apiQuery } from "@/lib/api-client";
import { socialRoutes } from "@shared/api/social.routes";

export const socialLinksQuery = () => apiQuery(socialRoutes, "list");
