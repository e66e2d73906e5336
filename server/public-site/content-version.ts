import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { Notifications, type NotificationsOptions } from "../db/notifications";
import { contentVersion } from "../db/schema";
import { log, safeError } from "../observability/logger";

const CHANNEL = "content_changed";

export interface ContentVersionOptions extends NotificationsOptions {
  /** The process's LISTEN connection; without one, the content version opens (and closes) its own. */
  notifications?: Notifications;
  /** The app's clock, which dates a change: the sitemap compares it with the schedules' boundaries on the same clock. */
  now?: () => Date;
}

/**
 * Which version of the public content this process serves. An admin write drops this process's
 * caches at once and bumps the shared counter (content_version), so the other processes sharing
 * one PostgreSQL drop theirs too, through NOTIFY. When the LISTEN connection comes back after a
 * loss, the shared counter is read again: a change made while nobody listened is not missed, so
 * no poll is needed. PGlite is single-process, so there the local bump is all there is.
 */
export class ContentVersion {
  private local = 0;
  private seen: number | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Set<Promise<void>>();
  private readonly notifications: Notifications;
  private readonly ownsNotifications: boolean;
  private readonly now: () => Date;
  private unsubscribe: (() => void)[] = [];

  constructor(
    private readonly database: Pick<Database, "db" | "driver" | "listen">,
    options: ContentVersionOptions = {},
  ) {
    this.ownsNotifications = !options.notifications;
    this.notifications = options.notifications ?? new Notifications(database, options);
    this.now = options.now ?? (() => new Date());
  }

  /** How many times a lost LISTEN connection has been opened again (for /metrics). */
  get reconnects(): number {
    return this.notifications.reconnects;
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
      .set({ version: sql`${contentVersion.version} + 1`, changedAt: this.now() })
      .where(eq(contentVersion.id, 1))
      .returning({ version: contentVersion.version });
    // Only when no other process bumped in between; otherwise the notice invalidates again.
    if (row && this.seen !== undefined && row.version === this.seen + 1) this.seen = row.version;
    if (this.database.driver === "postgres") await this.database.db.execute(sql`select pg_notify(${CHANNEL}, '')`);
  }

  /**
   * When the public content last changed (the sitemap's lastmod). This process's own changes are
   * written first: an answer sent after an admin write never shows the date from before it.
   */
  async changedAt(): Promise<Date> {
    await Promise.allSettled([...this.pending]);
    const [row] = await this.database.db.select({ changedAt: contentVersion.changedAt }).from(contentVersion);
    return row?.changedAt ?? this.now();
  }

  /** Follows the other processes' writes (PostgreSQL only). */
  async start(): Promise<void> {
    if (this.database.driver !== "postgres") return;
    this.unsubscribe = [
      this.notifications.on(CHANNEL, () => void this.follow()),
      this.notifications.onResume(() => void this.follow()),
    ];
    if (this.ownsNotifications) await this.notifications.start();
    // Read once listening: a change made between the two is then noticed, never lost.
    this.seen = await this.readShared();
  }

  async stop(): Promise<void> {
    // Failures are already reported by whoever started the change.
    await Promise.allSettled([...this.pending]);
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.unsubscribe = [];
    if (this.ownsNotifications) await this.notifications.stop();
  }

  private async readShared(): Promise<number> {
    const [row] = await this.database.db.select({ version: contentVersion.version }).from(contentVersion);
    return row?.version ?? 0;
  }

  /** Reads the shared counter and drops the caches if another process changed the content. */
  private async follow(): Promise<void> {
    try {
      const shared = await this.readShared();
      if (shared !== this.seen) {
        this.seen = shared;
        this.invalidate();
      }
    } catch (error) {
      log.error({ err: safeError(error) }, "content version: reading the shared version failed");
    }
  }
}
