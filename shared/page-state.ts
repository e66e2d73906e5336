import { scriptSafeJson } from "./script-json";

/** One read a server-rendered page was rendered from: its query key and the data it got. */
export interface PageRead {
  key: readonly unknown[];
  data: unknown;
}

/**
 * How the reads travel in the page (`<script id="ssr-state">`): `[key, data]` per read, the data as
 * the API answers it. Nothing else of the query cache travels (update counts, errors, fetch
 * states): the browser starts each read as freshly fetched, as it would after asking the API. The
 * page is sent compressed, which takes care of the field names repeated in a list.
 */
export function packPageState(reads: readonly PageRead[]): string {
  return scriptSafeJson(reads.map(({ key, data }) => [key, data]));
}

/** The reads a page carries. */
export function unpackPageState(json: string): PageRead[] {
  return (JSON.parse(json) as [readonly unknown[], unknown][]).map(([key, data]) => ({ key, data }));
}
