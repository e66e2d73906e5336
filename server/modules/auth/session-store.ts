import session from "express-session";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { log, safeError } from "../../observability/logger";

const FALLBACK_TTL_MS = 8 * 60 * 60 * 1000;

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** express-session store on the sessions table, so sessions survive restarts and are shared by every process. */
export class DbSessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + FALLBACK_TTL_MS);
  }

  get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(undefined, null);
        callback(undefined, row.sess as session.SessionData);
      }, callback);
  }

  set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const expiresAt = this.expiry(sess);
    this.db
      .insert(sessions)
      .values({ sid, sess, expiresAt })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expiresAt } })
      .then(
        () => {
          callback?.();
          if (Math.random() < 0.05) void this.prune();
        },
        (error) => callback?.(error),
      );
  }

  touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.db
      .update(sessions)
      .set({ expiresAt: this.expiry(sess) })
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (error) => callback?.(error),
      );
  }

  destroy(sid: string, callback?: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (error) => callback?.(error),
      );
  }

  /** Removes expired rows. A failure costs nothing but disk (the next prune retries), so it is logged, not thrown. */
  async prune(): Promise<void> {
    await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, new Date()))
      .catch((error) => log.warn({ err: safeError(error) }, "pruning expired sessions failed"));
  }
}
