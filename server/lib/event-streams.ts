import type { Request, Response } from "express";

/** One server-sent event: a name the browser listens for, and its JSON data. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  send(event: ServerEvent): void;
  /** Runs once when the stream ends (the browser left, or the server shuts down). */
  onClose(handler: () => void): void;
}

export interface EventStreamsOptions {
  /** How often a comment line keeps proxies and the browser from calling an idle stream dead. */
  heartbeatMs?: number;
  /** How long the browser waits before reconnecting after the stream ended. */
  retryMs?: number;
  /**
   * How long one stream lives before the server ends it and the browser reconnects: the reconnect
   * passes the session and role checks again, so a signed-out or demoted account stops receiving.
   */
  maxAgeMs?: number;
}

const line = (field: string, value: string) =>
  value
    .split("\n")
    .map((part) => `${field}: ${part}\n`)
    .join("");

/**
 * The process's open Server-Sent Events streams: each gets the headers, a retry hint and a
 * heartbeat; closeAll() ends them at shutdown, so the server can close. Catching up is a re-read:
 * the browser reads the current state again on every (re)connection, which also covers a restart
 * of this process, so no event ids need keeping (an id sent back on reconnect would have to be
 * replayed from somewhere every process shares).
 */
export class EventStreams {
  private readonly open = new Set<() => void>();
  private readonly heartbeatMs: number;
  private readonly retryMs: number;
  private readonly maxAgeMs: number;

  constructor(options: EventStreamsOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.retryMs = options.retryMs ?? 1000;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
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
    const expiry = setTimeout(() => end(), this.maxAgeMs);
    expiry.unref();
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      this.open.delete(end);
      for (const handler of closers) handler();
    };
    const end = () => {
      close();
      res.end();
    };
    this.open.add(end);
    res.on("close", close);
    return {
      send: ({ event, data }) => {
        if (closed) return;
        res.write(`${line("event", event)}${line("data", JSON.stringify(data))}\n`);
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
