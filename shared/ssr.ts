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
 * Marks the whole stylesheet a server-rendered page loads without blocking its first paint
 * (media="print"); the client turns it on when it starts.
 */
export const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";
