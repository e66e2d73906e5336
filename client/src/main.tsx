import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";
import { noteVisitLanding } from "./lib/visit";
import { DEFERRED_STYLE_ATTRIBUTE, SSR_STATE_ID } from "@shared/ssr";
import "./styles/index.css";

noteVisitLanding();
const queryClient = createQueryClient();
const container = document.getElementById("root")!;
const state = document.getElementById(SSR_STATE_ID);

// A server-rendered page painted with the rules its markup uses; what it shows from now on needs them all.
for (const sheet of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`))
  sheet.media = "all";

if (state?.textContent) {
  // A server-rendered public page: start from the data the server rendered with, then hydrate.
  hydrate(queryClient, JSON.parse(state.textContent));
  hydrateRoot(container, <App queryClient={queryClient} />);
} else {
  // The admin app (and a page without a server render) renders in the browser only.
  createRoot(container).render(<App queryClient={queryClient} />);
}
