import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MenuItemDto } from "@shared/schema/menu-forms";
import { apiRequest } from "@/lib/api-client";
import { menuItemsKey } from "./get-menu-items";

export const getFeaturedMenuItems = () => apiRequest<MenuItemDto[]>("GET", "/api/menu-items/featured?active=true");

export const featuredMenuItemsQueryOptions = () =>
  queryOptions({ queryKey: [...menuItemsKey, "featured"], queryFn: getFeaturedMenuItems });

export const useFeaturedMenuItems = () => useQuery(featuredMenuItemsQueryOptions());
