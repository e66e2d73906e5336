import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { LoginPage } from "@/features/auth/components/login-page";
import { returnPath } from "@/lib/session-expiry";
import { loadDashboardCode, prepareDashboard } from "./prepare-dashboard";

/**
 * The login page, joined to the dashboard it opens: the dashboard's code loads while the form is
 * filled in, and signing in moves there without loading the site again, its first data already asked for.
 */
export function LoginRoute() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(() => {
    void loadDashboardCode(returnPath(window.location.search));
  }, []);
  return (
    <LoginPage
      onSignedIn={async (path) => {
        await prepareDashboard(queryClient, path);
        navigate(path, { replace: true });
      }}
    />
  );
}
