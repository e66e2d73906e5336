import { useSyncExternalStore, type ReactNode } from "react";
import { markToastShown } from "./toast-signal";

/** Only one toast is shown at a time: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a dismissed (closed) toast stays in state before it is removed from the array. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

export type ToastItem = ToastOptions & {
  id: string;
  /** false once dismissed; the Toaster closes it right away. */
  open: boolean;
};

type ToastState = { toasts: ToastItem[] };

type Action =
  | { type: "add"; toast: ToastItem }
  | { type: "update"; id: string; patch: Partial<ToastOptions> }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

function reducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t)),
      };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case "remove":
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

// Module-level store. Nothing here touches window/document at import time (safe for SSR).
const EMPTY_STATE: ToastState = { toasts: [] };
let state: ToastState = EMPTY_STATE;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Action): void {
  state = reducer(state, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    dispatch({ type: "remove", id });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

/** Closes one toast (or all when `id` is omitted); it is removed from state after TOAST_REMOVE_DELAY. */
export function dismiss(id?: string): void {
  const ids = id === undefined ? state.toasts.map((t) => t.id) : [id];
  ids.forEach(scheduleRemoval);
  dispatch({ type: "dismiss", id });
}

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastOptions>) => void;
};

/** Shows a toast, replacing the one currently shown. */
export function toast(options: ToastOptions): ToastHandle {
  markToastShown();
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  dispatch({ type: "add", toast: { variant: "default", ...options, id, open: true } });
  // Toasts pushed out by the limit are already gone from state: drop their pending removal timers.
  removeTimers.forEach((timer, timerId) => {
    if (!state.toasts.some((t) => t.id === timerId)) {
      clearTimeout(timer);
      removeTimers.delete(timerId);
    }
  });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (patch) => dispatch({ type: "update", id, patch }),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = (): ToastState => state;
const getServerSnapshot = (): ToastState => EMPTY_STATE;

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismiss } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: current.toasts, toast, dismiss };
}
