import { StrictMode, useEffect } from "react";
import { FETCHING_ATTRIBUTE, HYDRATED_ATTRIBUTE } from "@shared/ssr";
import { type QueryClient, useIsFetching, useIsMutating } from "@tanstack/react-query";
import { Router } from "wouter";
import { AppProviders } from "./providers";
import { exactPath } from "./exact-path";
import { AppRouter } from "./router";

/** The whole app; on the server `ssrPath`/`ssrSearch` stand in for the browser's location. */
export function App({
  queryClient,
  ssrPath,
  ssrSearch,
}: {
  queryClient: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch} parser={exactPath}>
          <AppRouter />
        </Router>
        <PageStateMarks />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Publishes on <html> that the app has taken over the page (its first effect runs once the root has
 * hydrated or rendered) and whether data is in flight, for tests and monitoring to wait on.
 */
function PageStateMarks() {
  const busy = useIsFetching() + useIsMutating() > 0;
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  useEffect(() => {
    document.documentElement.toggleAttribute(FETCHING_ATTRIBUTE, busy);
  }, [busy]);
  return null;
}
