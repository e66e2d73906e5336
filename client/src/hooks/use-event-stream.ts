import { useEffect, useRef, useState } from "react";

export interface EventStreamHandlers {
  /** Each named event's JSON data. */
  events: Record<string, (data: unknown) => void>;
  /**
   * Runs on every (re)connection: whatever happened while the stream was away (a dropped network,
   * a restarted server) is re-read here, so nothing is missed.
   */
  onOpen?: () => void;
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * Follows a Server-Sent Events stream while `url` is set, and says whether it is connected. The
 * browser reconnects a dropped stream by itself; a stream it gave up on (an error answer during a
 * restart) is opened again here, waiting longer after each failure.
 */
export function useEventStream(url: string | null, handlers: EventStreamHandlers): boolean {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [connected, setConnected] = useState(false);
  const names = Object.keys(handlers.events).sort().join(",");

  useEffect(() => {
    if (!url) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_RETRY_MS;
    let stopped = false;
    const open = () => {
      const current = new EventSource(url);
      source = current;
      current.onopen = () => {
        wait = FIRST_RETRY_MS;
        setConnected(true);
        latest.current.onOpen?.();
      };
      current.onerror = () => {
        setConnected(false);
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        retry = setTimeout(open, wait);
        wait = Math.min(wait * 2, LAST_RETRY_MS);
      };
      for (const name of names.split(",").filter(Boolean)) {
        current.addEventListener(name, (event) => {
          latest.current.events[name]?.(JSON.parse((event as MessageEvent<string>).data));
        });
      }
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setConnected(false);
    };
  }, [url, names]);

  return connected;
}
