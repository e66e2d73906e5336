// The contract between the server and the client's server entry (client/src/entry-server.tsx).

export interface RenderedPage {
  status: 200 | 404;
  /** The markup for <div id="root">. */
  html: string;
  /** The query cache the page was rendered from, as JSON safe inside a <script> element. */
  state: string;
}

/** Reads a public API path (e.g. "/api/menu-items?active=true") in-process and returns its JSON. */
export type PublicReader = (url: string) => Promise<unknown>;

export interface SsrModule {
  renderPage(url: string, read: PublicReader): Promise<RenderedPage>;
}

/** The id of the JSON script element that carries the server's query cache to the browser. */
export const SSR_STATE_ID = "ssr-state";

/**
 * Marks the whole stylesheet a server-rendered page links disabled (not fetched, not blocking its
 * first paint); the client enables it when it starts.
 */
export const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";

/**
 * Set on <html> once the app has taken over the page (hydrated a server render, or rendered in the
 * browser): from then on a tap is the app's, not the browser's. Tests and monitoring wait for it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Set on <html> while the app is reading or writing data (a query or a mutation in flight). */
export const FETCHING_ATTRIBUTE = "data-fetching";

/** Marks a server-drawn button whose tap is kept until its part hydrates; the value is "kind:id". */
export const HELD_TAP_ATTRIBUTE = "data-held-tap";

/** Marks the element around a form whose code loads after the page (components/public/deferred-form.tsx). */
export const DEFERRED_FORM_ATTRIBUTE = "data-deferred-form";

/**
 * Where the page shell (server/public-site/page-shell.ts) keeps, on `window`, the last tap on a
 * held button and the held submit, from the first moment the page is parsed until the code takes them.
 */
export const HELD_INPUT_KEY = "__heldInput";

/** The `elementtiming` name of the picture a server-rendered page paints first and largest. */
export const HERO_ELEMENT_TIMING = "hero";

/** sessionStorage key set on a tab's first page load: a later page load in the same tab is not a new visit. */
export const VISIT_STARTED_KEY = "visit-started";

/**
 * Where the page shell keeps, on `window`, the page this load began on (`path`, `hash`) and
 * whether it began the visit (`firstOfVisit`): noted as the page is parsed, so a visitor who leaves
 * before the code arrives has still been here.
 */
export const VISIT_LANDING_KEY = "__visitLanding";
