import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER, type LotteryEntryView } from "@shared/schema/lottery-forms";
import { apiFetch, pathFromKey } from "@/lib/api-client";

export type EntriesParams = { search: string; page: number; pageSize: number };
export type EntriesPage = { items: LotteryEntryView[]; total: number };

/** Every entries query starts with this; mutations invalidate through it. */
export const entriesQueryKey = ["lottery-entries"] as const;

/** The body is the page's array; the total of all matches comes in a header. */
export async function getEntries(params: EntriesParams): Promise<EntriesPage> {
  const res = await apiFetch("GET", pathFromKey([...entriesQueryKey, params]));
  const items = (await res.json()) as LotteryEntryView[];
  return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
}

export const entriesQueryOptions = (params: EntriesParams) =>
  queryOptions({ queryKey: [...entriesQueryKey, params], queryFn: () => getEntries(params) });

// The previous page stays on screen while the next one (or a new search) loads.
export const useEntries = (params: EntriesParams, enabled = true) =>
  useQuery({ ...entriesQueryOptions(params), placeholderData: keepPreviousData, enabled });

/** The CSV export of the entries matching `search` (the browser downloads it with the session cookie). */
export const entriesExportUrl = (search: string) => pathFromKey([...entriesQueryKey, "export", { search }]);
