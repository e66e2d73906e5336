import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";
import { SSR_STATE_ID } from "@shared/ssr";
import "./styles/index.css";

const queryClient = createQueryClient();
const container = document.getElementById("root")!;
const state = document.getElementById(SSR_STATE_ID);

if (state?.textContent) {
  // A server-rendered public page: start from the data the server rendered with, then hydrate.
  hydrate(queryClient, JSON.parse(state.textContent));
  hydrateRoot(container, <App queryClient={queryClient} />);
} else {
  // The admin app (and a page without a server render) renders in the browser only.
  createRoot(container).render(<App queryClient={queryClient} />);
}
