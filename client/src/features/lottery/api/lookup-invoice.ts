import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { lotteryRoutes } from "@shared/api/lottery.routes";

/**
 * The entry of an invoice typed at the counter, read only once one was asked for. Its key is under the
 * lottery feature, so handing a prize over (or any change to the entries) reads it again.
 */
export const useInvoiceLookup = (invoice: string | null) =>
  useQuery({ ...apiQuery(lotteryRoutes, "lookupInvoice", { query: { invoice: invoice ?? "" } }), enabled: !!invoice });
