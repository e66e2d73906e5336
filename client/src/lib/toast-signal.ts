import { useSyncExternalStore } from "react";

// Whether any toast was ever shown: all the always-loaded Toaster needs to know, so the toast
// store and Radix Toast stay in the code of the pages that show toasts.
let shown = false;
const listeners = new Set<() => void>();

export function markToastShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useToastShown = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
