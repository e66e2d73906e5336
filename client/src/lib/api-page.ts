import { queryOptions } from "@tanstack/react-query";
import { FEATURE, type Output, TOTAL_COUNT_HEADER } from "@shared/api/endpoint";
import type { EndpointName, Feature } from "@shared/api/routes";
import type { SpecOf } from "@shared/api/contract";
import { apiFetch, type Args, hrefOf, type TableOf } from "./api-client";

/** One page of a list and the total of all its matches. */
export interface ApiPage<T> {
  items: T;
  total: number;
}

/**
 * Reads one page of a list endpoint through the contract: the body is the page's array, and the
 * total of all matches travels in the X-Total-Count header (the whole page's length when it is absent).
 */
export async function callPage<F extends Feature, N extends EndpointName<F>>(
  table: TableOf<F>,
  name: N,
  ...[input]: Args<SpecOf<F, N>>
): Promise<ApiPage<Output<SpecOf<F, N>>>> {
  const res = await apiFetch("GET", hrefOf(table, name, ...([input] as Args<SpecOf<F, N>>)));
  const items: Output<SpecOf<F, N>> = await res.json();
  const total = res.headers.get(TOTAL_COUNT_HEADER);
  const list: unknown = items;
  return { items, total: total === null ? (Array.isArray(list) ? list.length : 0) : Number(total) };
}

/**
 * Query options for one page of a list. The key is [feature, name, input, "page"]: invalidating
 * [feature] refreshes it, and it never shares a cache entry with the plain read of the same endpoint.
 */
export function apiPageQuery<F extends Feature, N extends EndpointName<F>>(
  table: TableOf<F>,
  name: N,
  ...[input]: Args<SpecOf<F, N>>
) {
  return queryOptions({
    queryKey: [table[FEATURE], name, input ?? {}, "page"] as const,
    queryFn: () => callPage(table, name, ...([input] as Args<SpecOf<F, N>>)),
  });
}
