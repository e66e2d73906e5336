import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";
import { noteVisitLanding } from "./lib/visit";
import { holdSubmitsOfLoadingForms } from "./lib/held-submit";
import { holdTapsOfLoadingParts } from "./lib/held-tap";
import { unpackPageState } from "@shared/page-state";
import { DEFERRED_STYLE_ATTRIBUTE, SSR_STATE_ID } from "@shared/ssr";
import "./styles/index.css";

noteVisitLanding();
holdSubmitsOfLoadingForms();
holdTapsOfLoadingParts();
const queryClient = createQueryClient();
const container = document.getElementById("root")!;
const state = document.getElementById(SSR_STATE_ID);

// A server-rendered page painted with the rules its markup uses; what it shows from now on needs them all.
for (const sheet of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`))
  sheet.media = "all";

/**
 * Runs `work` once the browser has painted what it already has: the next frame, then a task after
 * it (a frame that never comes, as in a background tab, gives way to a timer). The server's HTML,
 * the first offer's photo with it, then paints without waiting for hydration's script work.
 */
function afterFirstPaint(work: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}

if (state?.textContent) {
  // A server-rendered public page: start from the data the server rendered with, then hydrate.
  const dehydrated = state.textContent;
  afterFirstPaint(() => {
    // Named on the performance timeline, so a test (or a field measurement) can see it follows the first paint.
    performance.mark("hydration-start");
    for (const { key, data } of unpackPageState(dehydrated)) queryClient.setQueryData(key, data);
    hydrateRoot(container, <App queryClient={queryClient} />);
  });
} else {
  // The admin app (and a page without a server render) renders in the browser only.
  createRoot(container).render(<App queryClient={queryClient} />);
}
