import { toFils } from "@shared/money";
import type { OrderSize } from "@shared/order-status";
import { localStore } from "@/lib/local-store";

// The cart lives in local storage: it survives a reload, and a second tab sees the same cart.

export interface CartLine {
  menuItemId: string;
  name: string;
  size: OrderSize;
  quantity: number;
  note: string | null;
  /** The menu's price when it was added, for the bar's total; the order's prices are the server's. */
  unitPrice: string;
}

const MAX_QUANTITY = 20;
const MAX_LINES = 30;
const EMPTY: CartLine[] = [];
const store = localStore<CartLine[]>(
  "cart:v1",
  (value) => (Array.isArray(value) ? (value as CartLine[]) : EMPTY),
  EMPTY,
);

/** The cart's lines; empty on the server and in the first render in the browser. */
export const useCart = (): CartLine[] => store.use();

const sameLine = (a: CartLine, b: Omit<CartLine, "quantity">) =>
  a.menuItemId === b.menuItemId && a.size === b.size && (a.note ?? "") === (b.note ?? "");

/** Adds a line, or adds its quantity to the same dish, size and note already there (at most 20). */
export function addToCart(line: CartLine): boolean {
  const current = store.read();
  const index = current.findIndex((existing) => sameLine(existing, line));
  if (index >= 0) {
    store.write(
      current.map((existing, i) =>
        i === index ? { ...existing, quantity: Math.min(MAX_QUANTITY, existing.quantity + line.quantity) } : existing,
      ),
    );
    return true;
  }
  if (current.length >= MAX_LINES) return false;
  store.write([...current, line]);
  return true;
}

export function setQuantity(index: number, quantity: number): void {
  const next = Math.max(1, Math.min(MAX_QUANTITY, quantity));
  store.write(store.read().map((line, i) => (i === index ? { ...line, quantity: next } : line)));
}

export function removeLine(index: number): void {
  store.write(store.read().filter((_, i) => i !== index));
}

export function clearCart(): void {
  store.write(EMPTY);
}

/** The cart's count of dishes and its total in fils, from the prices seen on the menu. */
export function cartSummary(cart: CartLine[]): { count: number; totalFils: number } {
  let count = 0;
  let totalFils = 0;
  for (const line of cart) {
    count += line.quantity;
    totalFils += toFils(line.unitPrice) * line.quantity;
  }
  return { count, totalFils };
}
