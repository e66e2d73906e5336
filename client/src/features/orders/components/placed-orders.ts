import { localStore } from "@/lib/local-store";

// The orders placed from this browser, so a visitor who closed the tab finds their order's number
// and status again from the header. Only the token (the order's unguessable address), the number and
// the pickup time are kept, on the visitor's own device.

export interface PlacedOrder {
  token: string;
  number: number;
  pickupAt: string;
}

/** How many orders the browser remembers, newest first. */
const KEPT = 5;
/** An order whose pickup time is this long past is over, whatever the browser last heard of it. */
const FORGET_AFTER_MS = 12 * 60 * 60 * 1000;
const EMPTY: PlacedOrder[] = [];

const isPlacedOrder = (value: unknown): value is PlacedOrder => {
  const order = value as Partial<PlacedOrder> | null;
  return typeof order?.token === "string" && typeof order.number === "number" && typeof order.pickupAt === "string";
};

const store = localStore<PlacedOrder[]>(
  "placed-orders:v1",
  (value) => (Array.isArray(value) ? value.filter(isPlacedOrder) : EMPTY),
  EMPTY,
);

export function rememberOrder(order: PlacedOrder): void {
  const others = store.read().filter((kept) => kept.token !== order.token);
  store.write([{ token: order.token, number: order.number, pickupAt: order.pickupAt }, ...others].slice(0, KEPT));
}

/** The visitor has seen the order end (collected, cancelled, missed), or it is gone. */
export function forgetOrder(token: string): void {
  const kept = store.read();
  if (kept.some((order) => order.token === token)) store.write(kept.filter((order) => order.token !== token));
}

/** The newest of the orders that may still be under way at `now`: its pickup time is under 12 hours past. */
export const latestPlacedOrder = (kept: readonly PlacedOrder[], now: number): PlacedOrder | null =>
  kept.find((order) => now - Date.parse(order.pickupAt) < FORGET_AFTER_MS) ?? null;

/** The newest order placed from this browser that may still be under way; null on the server. */
export const useLatestPlacedOrder = (): PlacedOrder | null => latestPlacedOrder(store.use(), Date.now());
