import { useSyncExternalStore, type ReactNode } from "react";

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

export type ToastItem = ToastOptions & {
  id: string;
  /** false once closed; Radix plays its exit and the item stays until the next toast replaces it. */
  open: boolean;
};

// One toast at a time: a new one replaces the one on screen. Module state, touching neither window
// nor document at import time (safe for SSR), and small enough for the always-loaded Toaster to read.
let current: ToastItem | null = null;
let counter = 0;
const listeners = new Set<() => void>();

function show(next: ToastItem): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one currently shown. */
export function toast(options: ToastOptions): void {
  counter += 1;
  show({ variant: "default", ...options, id: `toast-${counter}`, open: true });
}

/** Closes the toast with this id, unless another has replaced it already. */
export function dismiss(id: string): void {
  if (current?.id === id) show({ ...current, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toast on screen (or closing), if any. */
export const useCurrentToast = (): ToastItem | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
