import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MenuItemDto } from "@shared/schema/menu-forms";
import { apiRequest } from "@/lib/api-client";

/** Every menu-items query starts with this key, so one invalidation refreshes them all. */
export const menuItemsKey = ["menu-items"] as const;

// ?active=true: the visitor's view even when an admin is signed in and previews the site.
export const getMenuItems = () => apiRequest<MenuItemDto[]>("GET", "/api/menu-items?active=true");

export const menuItemsQueryOptions = () =>
  queryOptions({ queryKey: [...menuItemsKey, { active: true }], queryFn: getMenuItems });

export const useMenuItems = () => useQuery(menuItemsQueryOptions());
