import { useMutation } from "@tanstack/react-query";
import type { SetupInput } from "@shared/schema/auth-forms";
import { apiRequest } from "@/lib/api-client";

/** `token` comes from the setup link the server printed; without it the server refuses. */
export const setupAdmin = (input: SetupInput & { token: string }) => apiRequest("POST", "/api/admin/setup", input);

export const useSetupAdmin = () => useMutation({ mutationFn: setupAdmin });
