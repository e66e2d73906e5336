import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";
import { publishDataActivity } from "./lib/page-state-marks";
import { noteVisitLanding } from "./lib/visit";
import { unpackPageState } from "@shared/page-state";
import { DEFERRED_STYLE_ATTRIBUTE, SSR_STATE_ID } from "@shared/ssr";
import "./styles/index.css";

noteVisitLanding();
const queryClient = createQueryClient();
publishDataActivity(queryClient);
const container = document.getElementById("root")!;
const state = document.getElementById(SSR_STATE_ID);

// A server-rendered page painted with the rules its markup uses; what it shows from now on needs them all.
for (const sheet of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`))
  sheet.disabled = false;

if (state?.textContent) {
  // A server-rendered public page, already painted: the page shell asked for this code once the
  // first picture was on screen. Start from the data the server rendered with, then hydrate.
  // Named on the performance timeline, so a test (or a field measurement) can see it follows the first paint.
  performance.mark("hydration-start");
  for (const { key, data } of unpackPageState(state.textContent)) queryClient.setQueryData(key, data);
  startTransition(() => {
    hydrateRoot(container, <App queryClient={queryClient} />);
  });
} else {
  // The admin app (and a page without a server render) renders in the browser only.
  createRoot(container).render(<App queryClient={queryClient} />);
}
