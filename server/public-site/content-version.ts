import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentVersion } from "../db/schema";
import { log, safeError } from "../observability/logger";

const CHANNEL = "content_changed";

export interface ContentVersionOptions {
  /** How often a process asks PostgreSQL for the version, in case a notification was lost. */
  pollMs?: number;
  /** The first wait before listening again after the LISTEN connection was lost; it doubles each failure. */
  reconnectMinMs?: number;
  /** The longest wait between two attempts to listen again. */
  reconnectMaxMs?: number;
}

/**
 * Which version of the public content this process serves. An admin write drops this process's
 * caches at once and bumps the shared counter (content_version), so the other processes sharing
 * one PostgreSQL drop theirs too: at once through NOTIFY, within a second through polling.
 * A LISTEN connection that ends (a restarted or terminated backend) is opened again with backoff.
 * PGlite is single-process, so there the local bump is all there is.
 */
export class ContentVersion {
  private local = 0;
  private seen: number | undefined;
  private readonly listeners = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private listening = false;
  private readonly pending = new Set<Promise<void>>();
  private stopped = false;
  /** Numbers the LISTEN connections, so the end of an old one never disturbs its successor. */
  private connection = 0;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private lostOnce = false;
  private reconnectCount = 0;
  private readonly pollMs: number;
  private readonly reconnectMinMs: number;
  private readonly reconnectMaxMs: number;

  constructor(
    private readonly database: Pick<Database, "db" | "driver" | "listen">,
    options: ContentVersionOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.reconnectMinMs = options.reconnectMinMs ?? 100;
    this.reconnectMaxMs = options.reconnectMaxMs ?? 5000;
  }

  /** How many times a lost LISTEN connection has been opened again (for /metrics). */
  get reconnects(): number {
    return this.reconnectCount;
  }

  /** Changes whenever the public content may have changed. */
  get current(): number {
    return this.local;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops this process's cached public responses. */
  invalidate(): void {
    this.local += 1;
    for (const listener of this.listeners) listener();
  }

  /**
   * An admin changed something: invalidate here now, then tell every other process. The shared
   * part runs after the answer has gone; stop() waits for it, so a shutdown never cuts it off.
   */
  changed(): Promise<void> {
    this.invalidate();
    const telling = this.tellOthers();
    this.pending.add(telling);
    const settled = () => this.pending.delete(telling);
    telling.then(settled, settled);
    return telling;
  }

  private async tellOthers(): Promise<void> {
    const [row] = await this.database.db
      .update(contentVersion)
      .set({ version: sql`${contentVersion.version} + 1`, changedAt: sql`now()` })
      .where(eq(contentVersion.id, 1))
      .returning({ version: contentVersion.version });
    // Only when no other process bumped in between; otherwise the next poll invalidates again.
    if (row && this.seen !== undefined && row.version === this.seen + 1) this.seen = row.version;
    if (this.database.driver === "postgres") await this.database.db.execute(sql`select pg_notify(${CHANNEL}, '')`);
  }

  /** When the public content last changed (the sitemap's lastmod). */
  async changedAt(): Promise<Date> {
    const [row] = await this.database.db.select({ changedAt: contentVersion.changedAt }).from(contentVersion);
    return row?.changedAt ?? new Date();
  }

  /** Follows the other processes' writes (PostgreSQL only). */
  async start(): Promise<void> {
    if (this.database.driver !== "postgres") return;
    this.stopped = false;
    this.seen = await this.readShared();
    await this.listen();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // Failures are already reported by whoever started the change.
    await Promise.allSettled([...this.pending]);
    clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.retry);
    this.retry = undefined;
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
  }

  private async readShared(): Promise<number> {
    const [row] = await this.database.db.select({ version: contentVersion.version }).from(contentVersion);
    return row?.version ?? 0;
  }

  private async listen(): Promise<void> {
    if (!this.database.listen || this.listening || this.stopped) return;
    this.listening = true;
    const connection = ++this.connection;
    try {
      const unlisten = await this.database.listen(
        CHANNEL,
        () => void this.poll(),
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
        log.info({ reconnects: this.reconnectCount }, "content version: listening again");
        // Whatever changed while nobody listened.
        void this.poll();
      }
    } catch (error) {
      // Polling still notices every change within a second meanwhile.
      log.warn({ err: safeError(error) }, "content version: LISTEN failed, polling only until it is back");
      if (connection === this.connection) this.retryLater();
    }
  }

  /** The LISTEN connection `connection` ended: listen again, after a wait. */
  private lost(connection: number): void {
    if (this.stopped || connection !== this.connection) return;
    if (this.unlisten) log.warn("content version: LISTEN connection lost, listening again");
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

  private async poll(): Promise<void> {
    try {
      const shared = await this.readShared();
      if (shared !== this.seen) {
        this.seen = shared;
        this.invalidate();
      }
    } catch (error) {
      log.error({ err: safeError(error) }, "content version: poll failed");
    }
  }
}
