import { useSyncExternalStore } from "react";
import { toFils } from "@shared/money";
import type { OrderSize } from "@shared/order-status";

// The cart lives in local storage: it survives a reload, and a second tab sees the same cart (the
// browser's "storage" event). Nothing here touches the browser at import time (pages render on the server).

export interface CartLine {
  menuItemId: string;
  name: string;
  size: OrderSize;
  quantity: number;
  note: string | null;
  /** The menu's price when it was added, for the bar's total; the order's prices are the server's. */
  unitPrice: string;
}

const KEY = "cart:v1";
const MAX_QUANTITY = 20;
const MAX_LINES = 30;
const EMPTY: CartLine[] = [];
const listeners = new Set<() => void>();
let raw: string | null = null;
let lines: CartLine[] = EMPTY;

function parse(text: string | null): CartLine[] {
  if (!text) return EMPTY;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as CartLine[]) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function snapshot(): CartLine[] {
  const text = window.localStorage.getItem(KEY);
  if (text !== raw) {
    raw = text;
    lines = parse(text);
  }
  return lines;
}

function write(next: CartLine[]): void {
  window.localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The cart's lines; empty on the server and in the first render in the browser. */
export const useCart = (): CartLine[] => useSyncExternalStore(subscribe, snapshot, () => EMPTY);

const sameLine = (a: CartLine, b: Omit<CartLine, "quantity">) =>
  a.menuItemId === b.menuItemId && a.size === b.size && (a.note ?? "") === (b.note ?? "");

/** Adds a line, or adds its quantity to the same dish, size and note already there (at most 20). */
export function addToCart(line: CartLine): boolean {
  const current = snapshot();
  const index = current.findIndex((existing) => sameLine(existing, line));
  if (index >= 0) {
    write(
      current.map((existing, i) =>
        i === index ? { ...existing, quantity: Math.min(MAX_QUANTITY, existing.quantity + line.quantity) } : existing,
      ),
    );
    return true;
  }
  if (current.length >= MAX_LINES) return false;
  write([...current, line]);
  return true;
}

export function setQuantity(index: number, quantity: number): void {
  const next = Math.max(1, Math.min(MAX_QUANTITY, quantity));
  write(snapshot().map((line, i) => (i === index ? { ...line, quantity: next } : line)));
}

export function removeLine(index: number): void {
  write(snapshot().filter((_, i) => i !== index));
}

export function clearCart(): void {
  write(EMPTY);
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
