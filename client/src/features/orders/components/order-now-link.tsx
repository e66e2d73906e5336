import { type ReactNode, useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import { ApiError } from "@/lib/api-client";
import { orderQuery, useOrderingOpen } from "../api/orders-queries";
import { forgetOrder, type PlacedOrder, useLatestPlacedOrder } from "./placed-orders";

/**
 * The header's ordering link: «طلبك رقم 14» to the status page while an order placed from this browser
 * is under way, else «اطلب الآن» while a branch takes orders (and «الطلب المسبق» is on).
 */
export function OrderNowLink() {
  const open = useOrderingOpen();
  const placed = useLatestPlacedOrder();
  const [location] = useLocation();
  const orderNow = open ? (
    <Link href="/order" className="btn btn-secondary btn-sm">
      اطلب الآن
    </Link>
  ) : null;
  if (placed && location !== `/order/${placed.token}`) return <PlacedOrderLink order={placed} otherwise={orderNow} />;
  return orderNow;
}

/** Collected or missed, the order is over and the link gives way; a cancelled one stays until its page is seen. */
function PlacedOrderLink({ order, otherwise }: { order: PlacedOrder; otherwise: ReactNode }) {
  const latest = useQuery({ ...orderQuery(order.token), refetchInterval: false, retry: false });
  const status = latest.data?.status;
  const gone = latest.error instanceof ApiError && latest.error.status === 404;
  const over = gone || status === "collected" || status === "no_show";
  useEffect(() => {
    if (over) forgetOrder(order.token);
  }, [over, order.token]);
  if (over || latest.isError) return otherwise;
  return (
    <Link
      href={`/order/${order.token}`}
      className="btn btn-secondary btn-sm"
      aria-label={`تابع طلبك رقم ${order.number}`}
    >
      {`طلبك رقم ${order.number}`}
    </Link>
  );
}
