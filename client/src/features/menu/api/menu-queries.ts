import { apiQuery } from "@/lib/api-client";

// ?active=true: the visitor's view even when an admin is signed in and previews the site.
export const menuQuery = () => apiQuery("menu", "list", { query: { active: "true" } });

export const featuredMenuQuery = () => apiQuery("menu", "featured", { query: { active: "true" } });

// Without ?active=true an admin also gets the hidden items.
export const adminMenuQuery = () => apiQuery("menu", "list", { query: {} });
