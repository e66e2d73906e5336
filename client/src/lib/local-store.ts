import { useSyncExternalStore } from "react";

/**
 * A value kept in the browser's local storage under one key: it survives a reload, and every tab sees
 * the same value (the browser's "storage" event tells the others). Components read it through `use`,
 * which gives `empty` on the server and in the first render in the browser, so hydration matches.
 * Nothing here touches the browser at import time (pages render on the server).
 */
export function localStore<T>(key: string, parse: (value: unknown) => T, empty: T) {
  const listeners = new Set<() => void>();
  let raw: string | null = null;
  let value = empty;

  function read(): T {
    let text: string | null;
    try {
      text = window.localStorage.getItem(key);
    } catch {
      // Storage blocked (a browser set to keep no site data): what this page wrote, in memory.
      return value;
    }
    if (text !== raw) {
      raw = text;
      value = empty;
      if (text) {
        try {
          value = parse(JSON.parse(text));
        } catch {
          // Not written by this code (or by an older shape of it): read as empty.
        }
      }
    }
    return value;
  }

  function write(next: T): void {
    value = next;
    try {
      const text = JSON.stringify(next);
      window.localStorage.setItem(key, text);
      raw = text;
    } catch {
      // Blocked or full: kept for this page only.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  const use = (): T => useSyncExternalStore(subscribe, read, () => empty);
  return { read, write, use };
}
