/** One server-sent event as a test reads it. */
export interface ReadEvent {
  event: string;
  data: unknown;
}

/**
 * Follows a text/event-stream answer: collects its events as they come, and `next(match)` resolves
 * with the first one (already come or still to come) that `match` accepts, or fails after `ms`.
 */
export async function followStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: (ReadEvent & { at: number })[] = [];
  const waiting = new Set<() => void>();
  let ended = false;
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let split = buffer.indexOf("\n\n");
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const lines = block.split("\n");
          const event = lines.find((line) => line.startsWith("event: "))?.slice(7);
          const data = lines
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          if (event) events.push({ event, data: JSON.parse(data), at: Date.now() });
          split = buffer.indexOf("\n\n");
        }
        for (const wake of waiting) wake();
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    }
    ended = true;
    for (const wake of waiting) wake();
  };
  void pump();
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    events,
    get ended() {
      return ended;
    },
    next(match: (event: ReadEvent) => boolean, ms = 3000): Promise<ReadEvent & { at: number }> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiting.delete(check);
            clearTimeout(timer);
            resolve(found);
          } else if (ended) {
            waiting.delete(check);
            clearTimeout(timer);
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiting.add(check);
        check();
      });
    },
    /** Resolves once the server has ended the stream. */
    closed(ms = 3000): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!ended) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => reject(new Error("the stream is still open")), ms);
        waiting.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
