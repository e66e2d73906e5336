import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiQuery, hrefOf } from "@/lib/api-client";
import { apiPageQuery } from "@/lib/api-page";
import { lotteryRoutes } from "@shared/api/lottery.routes";

/** Whether any prize is active: the popup and /win only invite visitors into a draw they can enter. */
export const drawAvailabilityQuery = () => apiQuery(lotteryRoutes, "availability");

export const useDrawAvailability = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...drawAvailabilityQuery(), enabled });

export const prizesQuery = () => apiQuery(lotteryRoutes, "prizes");

/** `branch`: the slug prizes were handed over at; blank is every branch. */
export type EntriesParams = { search: string; branch: string; page: number; pageSize: number };

// The previous page stays on screen while the next one (or a new search) loads.
export const useEntries = (query: EntriesParams, enabled = true) =>
  useQuery({ ...apiPageQuery(lotteryRoutes, "entries", { query }), placeholderData: keepPreviousData, enabled });

/** The CSV export of the entries the list shows (the browser downloads it with the session cookie). */
export const entriesExportUrl = (search: string, branch: string) =>
  hrefOf(lotteryRoutes, "exportEntries", { query: { search, branch } });

/**
 * The entry of an invoice typed at the counter, read only once one was asked for. Its key is under the
 * lottery feature, so handing a prize over (or any change to the entries) reads it again.
 */
export const useInvoiceLookup = (invoice: string | null) =>
  useQuery({ ...apiQuery(lotteryRoutes, "lookupInvoice", { query: { invoice: invoice ?? "" } }), enabled: !!invoice });
