import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const logout = () => apiRequest("POST", "/api/admin/logout");

// Signing out changes nothing that is waiting: no counts are read again on a session that just ended.
export const useLogout = () => useMutation({ mutationFn: logout, meta: { refreshesAttention: false } });
