import { apiQuery } from "@/lib/api-client";

// ?active=true: the visitor's view even when an admin is signed in and previews the site.
export const offersQuery = () => apiQuery("offers", "list", { query: { active: "true" } });

export const adminOffersQuery = () => apiQuery("offers", "adminList");
