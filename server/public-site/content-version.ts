import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentVersion } from "../db/schema";
import { log, safeError } from "../observability/logger";

const CHANNEL = "content_changed";
/** How often a process asks PostgreSQL for the version, in case a notification was lost. */
const POLL_MS = 1000;

/**
 * Which version of the public content this process serves. An admin write drops this process's
 * caches at once and bumps the shared counter (content_version), so the other processes sharing
 * one PostgreSQL drop theirs too: at once through NOTIFY, within a second through polling.
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

  constructor(private readonly database: Pick<Database, "db" | "driver" | "listen">) {}

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
    this.seen = await this.readShared();
    await this.listen();
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    // Failures are already reported by whoever started the change.
    await Promise.allSettled([...this.pending]);
    clearInterval(this.timer);
    this.timer = undefined;
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
  }

  private async readShared(): Promise<number> {
    const [row] = await this.database.db.select({ version: contentVersion.version }).from(contentVersion);
    return row?.version ?? 0;
  }

  private async listen(): Promise<void> {
    if (!this.database.listen || this.listening) return;
    this.listening = true;
    try {
      this.unlisten = await this.database.listen(CHANNEL, () => void this.poll());
    } catch (error) {
      // Polling still notices every change within a second; LISTEN is retried on the next poll.
      log.warn({ err: safeError(error) }, "content version: LISTEN failed, polling only");
      this.listening = false;
    }
  }

  private async poll(): Promise<void> {
    try {
      const shared = await this.readShared();
      if (shared !== this.seen) {
        this.seen = shared;
        this.invalidate();
      }
      if (!this.unlisten) await this.listen();
    } catch (error) {
      log.error({ err: safeError(error) }, "content version: poll failed");
    }
  }
}
