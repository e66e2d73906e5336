import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const logout = () => apiRequest("POST", "/api/admin/logout");

export const useLogout = () => useMutation({ mutationFn: logout });
