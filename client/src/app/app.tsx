import { StrictMode } from "react";
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
      </AppProviders>
    </StrictMode>
  );
}
