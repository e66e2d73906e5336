import { useMutation } from "@tanstack/react-query";
import type { LoginInput } from "@shared/schema/auth-forms";
import { apiRequest } from "@/lib/api-client";

export const login = (input: LoginInput) =>
  apiRequest<{ authenticated: true; username: string; mustChangePassword: boolean }>("POST", "/api/admin/login", input);

export const useLogin = () => useMutation({ mutationFn: login });
