import type { Request, Response } from "express";

/** One server-sent event: a name the browser listens for, its JSON data, and an id it sends back on reconnect. */
export interface ServerEvent {
  event: string;
  data: unknown;
  id?: string;
}

export interface EventStream {
  send(event: ServerEvent): void;
  /** The id the browser last saw before it reconnected (the Last-Event-ID header), if any. */
  readonly lastEventId: string | undefined;
  /** Runs once when the stream ends (the browser left, or the server shuts down). */
  onClose(handler: () => void): void;
}

export interface EventStreamsOptions {
  /** How often a comment line keeps proxies and the browser from calling an idle stream dead. */
  heartbeatMs?: number;
  /** How long the browser waits before reconnecting after the stream ended. */
  retryMs?: number;
}

const line = (field: string, value: string) =>
  value
    .split("\n")
    .map((part) => `${field}: ${part}\n`)
    .join("");

/**
 * The process's open Server-Sent Events streams: each gets the headers, a retry hint and a
 * heartbeat; closeAll() ends them at shutdown, so the server can close (the browsers reconnect to
 * another process, or to this one once it is back, and re-read what they missed).
 */
export class EventStreams {
  private readonly open = new Set<() => void>();
  private readonly heartbeatMs: number;
  private readonly retryMs: number;

  constructor(options: EventStreamsOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.retryMs = options.retryMs ?? 1000;
  }

  /** How many streams are open now (for /metrics and the bench). */
  get size(): number {
    return this.open.size;
  }

  start(req: Request, res: Response): EventStream {
    res.status(200);
    res.set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      // A buffering proxy (nginx) would hold the events back.
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    res.write(`retry: ${this.retryMs}\n\n`);
    const closers = new Set<() => void>();
    let closed = false;
    const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), this.heartbeatMs);
    heartbeat.unref();
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      this.open.delete(end);
      for (const handler of closers) handler();
    };
    const end = () => {
      close();
      res.end();
    };
    this.open.add(end);
    res.on("close", close);
    const header = req.get("last-event-id");
    return {
      lastEventId: header && header.length <= 200 ? header : undefined,
      send: ({ event, data, id }) => {
        if (closed) return;
        res.write(`${id ? line("id", id) : ""}${line("event", event)}${line("data", JSON.stringify(data))}\n`);
      },
      onClose: (handler) => {
        if (closed) handler();
        else closers.add(handler);
      },
    };
  }

  /** Ends every open stream (at shutdown). */
  closeAll(): void {
    for (const end of [...this.open]) end();
  }
}
