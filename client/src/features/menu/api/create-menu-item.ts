import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MenuItemDto, MenuItemFormValues } from "@shared/schema/menu-forms";
import { apiRequest } from "@/lib/api-client";
import { menuItemsKey } from "./get-menu-items";

export const createMenuItem = (input: MenuItemFormValues) => apiRequest<MenuItemDto>("POST", "/api/menu-items", input);

export const useCreateMenuItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
};
