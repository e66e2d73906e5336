import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { menuItemsKey } from "./get-menu-items";

export const deleteMenuItem = (id: string) => apiRequest<void>("DELETE", `/api/menu-items/${id}`);

export const useDeleteMenuItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuItemsKey }),
  });
};
