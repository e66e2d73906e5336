import { queryOptions } from "@tanstack/react-query";

/**
 * The moment a page was rendered, carried in the query cache from the server to the browser, so
 * what depends on the time of day (a branch's open/closed badge) hydrates with the very markup the
 * server sent and only then moves to the browser's own clock.
 */
export const renderClockQueryOptions = () =>
  queryOptions({ queryKey: ["render-clock"], queryFn: () => Promise.resolve(Date.now()), staleTime: Infinity });
