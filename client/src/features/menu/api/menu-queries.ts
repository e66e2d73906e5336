import { apiQuery } from "@/lib/api-client";
import { menuRoutes } from "@shared/api/menu.routes";

// The visitor's menu as its rows show it (the visitor's view for an admin previewing the site too).
export const menuQuery = () => apiQuery(menuRoutes, "shown");

// What the dish sheet adds to a row (and the search reads): fetched when a dish is about to open or a search is typed.
export const menuDetailsQuery = () => apiQuery(menuRoutes, "details");

// Without ?active=true an admin also gets the hidden items.
export const adminMenuQuery = () => apiQuery(menuRoutes, "list", { query: {} });

// Every category, hidden and empty ones too.
export const adminCategoriesQuery = () => apiQuery(menuRoutes, "categories", { query: {} });

// The owner's spelling groups for the search: fetched with the first letter typed, like the details.
export const searchSpellingsQuery = () => apiQuery(menuRoutes, "searchSpellings");
