import { useEffect, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { DashboardShell } from "@/features/admin-shell/components/dashboard-shell";
import { useSession } from "@/features/auth/api/auth-queries";
import { useWelcomeToast } from "@/features/auth/components/welcome-toast";
import { useApiMutation } from "@/lib/api-mutation";
import { StaffAccessProvider } from "@/lib/staff-access";
import { TemporaryPasswordScreen } from "./temporary-password-screen";
import { authRoutes } from "@shared/api/auth.routes";
import type { StaffRole } from "@shared/schema/enums";

/**
 * Checks the admin session, then frames the dashboard pages. Lives in the app layer because it
 * composes two features (auth and admin-shell), which may not import each other.
 */
export function SignedInShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const [, navigate] = useLocation();
  const authenticated = session.data?.authenticated === true;
  useWelcomeToast(authenticated);

  useEffect(() => {
    if (session.isError || (session.isSuccess && !authenticated)) navigate("~/admin/login", { replace: true });
  }, [session.isError, session.isSuccess, authenticated, navigate]);

  if (!authenticated) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label="جارٍ التحقق من الجلسة..." />
      </div>
    );
  }
  return (
    <SessionFrame
      username={session.data?.username}
      role={session.data?.role ?? "cashier"}
      branches={session.data?.branches ?? []}
      fullName={session.data?.fullName ?? null}
      temporaryPassword={session.data?.mustChangePassword === true}
    >
      {children}
    </SessionFrame>
  );
}

function SessionFrame({
  username,
  role,
  branches,
  fullName,
  temporaryPassword,
  children,
}: {
  username?: string;
  role: StaffRole;
  branches: readonly string[];
  fullName: string | null;
  temporaryPassword: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // Signing out changes nothing that is waiting: no counts are read again on a session that just ended.
  const logout = useApiMutation(authRoutes, "logout", {
    failure: "خطأ في تسجيل الخروج",
    refreshesAttention: false,
    invalidates: [],
  });
  const [, navigate] = useLocation();
  const onLogout = () =>
    logout.mutate(
      {},
      {
        onSuccess: () => {
          queryClient.clear();
          navigate("~/admin/login", { replace: true });
        },
      },
    );
  if (temporaryPassword) {
    return <TemporaryPasswordScreen username={username} onLogout={onLogout} loggingOut={logout.isPending} />;
  }
  return (
    <StaffAccessProvider access={{ role, branches, fullName }}>
      <DashboardShell signedInAs={fullName ?? username} role={role} onLogout={onLogout} loggingOut={logout.isPending}>
        {children}
      </DashboardShell>
    </StaffAccessProvider>
  );
}
