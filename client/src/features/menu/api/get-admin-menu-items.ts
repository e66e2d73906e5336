import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MenuItemDto } from "@shared/schema/menu-forms";
import { apiRequest } from "@/lib/api-client";
import { menuItemsKey } from "./get-menu-items";

// With the admin session the same endpoint returns hidden items too.
export const getAdminMenuItems = () => apiRequest<MenuItemDto[]>("GET", "/api/menu-items");

export const adminMenuItemsQueryOptions = () =>
  queryOptions({ queryKey: [...menuItemsKey, { admin: true }], queryFn: getAdminMenuItems });

export const useAdminMenuItems = () => useQuery(adminMenuItemsQueryOptions());
