import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type {
  ApplicationListItem,
  ApplicationsFilter,
  ApplicationsQuery,
} from "@shared/schema/recruitment-application-forms";
import { TOTAL_COUNT_HEADER } from "@shared/schema/paging";
import { apiFetch, pathFromKey } from "@/lib/api-client";

export type ApplicationsPage = { items: ApplicationListItem[]; total: number };

/** Every applications query starts with this; mutations invalidate through it. */
const applicationsQueryKey = ["job-applications"] as const;

/** The body is the page's array (the whole list without page/pageSize); the total of all matches comes in a header. */
export async function getApplications(query: ApplicationsQuery = {}): Promise<ApplicationsPage> {
  const res = await apiFetch("GET", pathFromKey([...applicationsQueryKey, query]));
  const items = (await res.json()) as ApplicationListItem[];
  return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
}

/** No query gives the key every applications query starts with, so mutations can invalidate them all. */
export const applicationsQueryOptions = (query: ApplicationsQuery = {}) =>
  queryOptions({
    queryKey: Object.values(query).some((v) => v !== undefined && v !== "")
      ? [...applicationsQueryKey, query]
      : applicationsQueryKey,
    queryFn: () => getApplications(query),
  });

// The previous page stays on screen while the next one (or a new filter or search) loads.
export const useApplications = (query: ApplicationsQuery = {}) =>
  useQuery({ ...applicationsQueryOptions(query), placeholderData: keepPreviousData });

/** The CSV download address for the same filter and search, every page (a plain link: the browser sends the session cookie). */
export const applicationsExportUrl = (filter: ApplicationsFilter = {}) =>
  pathFromKey([...applicationsQueryKey, "export.csv", filter]);
