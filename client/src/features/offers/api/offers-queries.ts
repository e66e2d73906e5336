import { apiQuery } from "@/lib/api-client";
import { offersRoutes } from "@shared/api/offers.routes";

// ?active=true: the visitor's view even when an admin is signed in and previews the site.
export const offersQuery = () => apiQuery(offersRoutes, "list", { query: { active: "true" } });

export const adminOffersQuery = () => apiQuery(offersRoutes, "adminList");
