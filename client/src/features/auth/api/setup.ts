import { useMutation } from "@tanstack/react-query";
import type { SetupInput } from "@shared/schema/auth-forms";
import { apiRequest } from "@/lib/api-client";

export const setupAdmin = (input: SetupInput) => apiRequest("POST", "/api/admin/setup", input);

export const useSetupAdmin = () => useMutation({ mutationFn: setupAdmin });
