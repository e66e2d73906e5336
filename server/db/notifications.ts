import type { Database } from "./client";
import { log, safeError } from "../observability/logger";

/** The channels this process listens on: the public content's version and the orders' changes. */
export const CHANNELS = ["content_changed", "order_changes"] as const;
export type Channel = (typeof CHANNELS)[number];

export interface NotificationsOptions {
  /** The first wait before listening again after the LISTEN connection was lost; it doubles each failure. */
  reconnectMinMs?: number;
  /** The longest wait between two attempts to listen again. */
  reconnectMaxMs?: number;
}

type Handler = (payload: string) => void;

/**
 * The process's one LISTEN connection, for every channel: handlers get each NOTIFY payload, and
 * resume handlers run when listening starts again after the connection was lost (a restarted or
 * terminated backend), so each follower re-reads whatever it may have missed meanwhile. The lost
 * connection is opened again with backoff. PGlite delivers its own notifications in-process.
 */
export class Notifications {
  private readonly handlers = new Map<Channel, Set<Handler>>();
  private readonly resumeHandlers = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;
  private listening = false;
  private stopped = true;
  /** Numbers the LISTEN connections, so the end of an old one never disturbs its successor. */
  private connection = 0;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private lostOnce = false;
  private reconnectCount = 0;
  private readonly reconnectMinMs: number;
  private readonly reconnectMaxMs: number;

  constructor(
    private readonly database: Pick<Database, "listen">,
    options: NotificationsOptions = {},
  ) {
    this.reconnectMinMs = options.reconnectMinMs ?? 100;
    this.reconnectMaxMs = options.reconnectMaxMs ?? 5000;
  }

  /** How many times a lost LISTEN connection has been opened again (for /metrics). */
  get reconnects(): number {
    return this.reconnectCount;
  }

  /** Calls `handler` with the payload of each notice on `channel`; returns the unsubscribe. */
  on(channel: Channel, handler: Handler): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set);
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Calls `handler` each time listening starts again after a loss: notices may have been missed. */
  onResume(handler: () => void): () => void {
    this.resumeHandlers.add(handler);
    return () => this.resumeHandlers.delete(handler);
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.retry = undefined;
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
    this.listening = false;
  }

  private deliver(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel as Channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        log.error({ channel, err: safeError(error) }, "notification handler failed");
      }
    }
  }

  private async listen(): Promise<void> {
    if (!this.database.listen || this.listening || this.stopped) return;
    this.listening = true;
    const connection = ++this.connection;
    try {
      const unlisten = await this.database.listen(
        CHANNELS,
        (channel, payload) => this.deliver(channel, payload),
        () => this.lost(connection),
      );
      if (this.stopped || connection !== this.connection) {
        await unlisten().catch(() => {});
        return;
      }
      this.unlisten = unlisten;
      this.failures = 0;
      if (this.lostOnce) {
        this.reconnectCount += 1;
        log.info({ reconnects: this.reconnectCount }, "notifications: listening again");
        for (const handler of this.resumeHandlers) handler();
      }
    } catch (error) {
      log.warn({ err: safeError(error) }, "notifications: LISTEN failed, trying again");
      if (connection === this.connection) this.retryLater();
    }
  }

  /** The LISTEN connection `connection` ended: listen again, after a wait. */
  private lost(connection: number): void {
    if (this.stopped || connection !== this.connection) return;
    if (this.unlisten) log.warn("notifications: LISTEN connection lost, listening again");
    this.retryLater();
  }

  /** Backoff from reconnectMinMs doubling to reconnectMaxMs, each wait drawn between its half and its whole. */
  private retryLater(): void {
    this.unlisten = undefined;
    this.listening = false;
    this.lostOnce = true;
    if (this.stopped || this.retry) return;
    const ceiling = Math.min(this.reconnectMaxMs, this.reconnectMinMs * 2 ** this.failures);
    this.failures += 1;
    this.retry = setTimeout(
      () => {
        this.retry = undefined;
        void this.listen();
      },
      ceiling / 2 + Math.random() * (ceiling / 2),
    );
    this.retry.unref();
  }
}
