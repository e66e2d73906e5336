import { prerender } from "react-dom/static";
import { publicPage } from "@shared/public-pages";
import { App } from "./app/app";
import { prefetchRoute } from "./app/routes/route-queries";
import { readOnServer } from "./lib/api-client";
import { createQueryClient } from "./lib/query-client";
import { packPageState } from "@shared/page-state";
import type { PublicReader, RenderedPage } from "@shared/ssr";

/**
 * Renders a public page to HTML with the same components the browser hydrates. Waits for the
 * page's data and its lazily loaded code, so the HTML is complete (no spinners, no skeletons).
 */
export async function renderPage(url: string, read: PublicReader): Promise<RenderedPage> {
  readOnServer(read);
  const { pathname, search } = new URL(url, "http://localhost");
  const known = publicPage(pathname) !== undefined;
  const queryClient = createQueryClient();
  if (known) await prefetchRoute(queryClient, pathname);
  const { prelude } = await prerender(
    <App queryClient={queryClient} ssrPath={pathname} ssrSearch={search.replace(/^\?/, "")} />,
    // Never split a finished boundary out to be revealed by an inline script: the CSP allows none,
    // and the whole page is sent at once anyway.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  // The data of each read that succeeded, for the browser to start from (as dehydrate() would pick).
  const reads = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "success")
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
  const state = packPageState(reads);
  queryClient.clear();
  return { status: known ? 200 : 404, html, state };
}
