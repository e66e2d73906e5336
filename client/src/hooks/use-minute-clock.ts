import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { renderClockQueryOptions } from "@/lib/render-clock";

const MINUTE = 60_000;

/**
 * The current time, as of the last minute boundary. The first render uses the page's render time
 * (identical on the server and in the hydrating browser); after mount it follows the browser's clock,
 * ticking just after each minute turns (opening times fall on whole minutes) and when a tab that slept
 * becomes visible again.
 */
export function useMinuteClock(): number {
  const rendered = useQuery(renderClockQueryOptions()).data;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const time = Date.now();
      setNow(time);
      timer = setTimeout(tick, MINUTE - (time % MINUTE) + 20);
    };
    const onVisible = () => document.visibilityState === "visible" && tick();
    tick();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  // Without a render time (a page reached by client-side navigation) nothing is hydrating: the clock itself is safe.
  return now ?? rendered ?? Date.now();
}
