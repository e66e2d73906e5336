import { apiQuery } from "@/lib/api-client";
import { menuRoutes } from "@shared/api/menu.routes";

// ?active=true: the visitor's view even when an admin is signed in and previews the site.
export const menuQuery = () => apiQuery(menuRoutes, "list", { query: { active: "true" } });

// Without ?active=true an admin also gets the hidden items.
export const adminMenuQuery = () => apiQuery(menuRoutes, "list", { query: {} });

// Every category, hidden and empty ones too.
export const adminCategoriesQuery = () => apiQuery(menuRoutes, "categories", { query: {} });

export const categoriesQuery = () => apiQuery(menuRoutes, "categories", { query: { active: "true" } });
