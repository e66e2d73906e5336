import { StrictMode, useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "@shared/ssr";
import type { QueryClient } from "@tanstack/react-query";
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
        <HydratedMark />
      </AppProviders>
    </StrictMode>
  );
}

/** Publishes on <html> that the app has taken over the page: the root's first effect runs once it has hydrated or rendered. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
