import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MenuItemDto, MenuItemFormValues, MenuItemToggleInput } from "@shared/schema/menu-forms";
import { apiRequest } from "@/lib/api-client";
import { menuItemsKey } from "./get-menu-items";

/** A full edit, or a quick toggle of isActive / isFeatured from the table. */
export type UpdateMenuItemInput = { id: string; changes: MenuItemFormValues | MenuItemToggleInput };

export const updateMenuItem = ({ id, changes }: UpdateMenuItemInput) =>
  apiRequest<MenuItemDto>("PUT", `/api/menu-items/${id}`, changes);

export const useUpdateMenuItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
};
