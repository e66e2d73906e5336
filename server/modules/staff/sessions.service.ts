import crypto from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { ActiveSession } from "@shared/api/staff.contract";
import { STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { describeUserAgent } from "@shared/user-agent";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { recordAudit, type Actor } from "../audit/audit.service";
import { SESSION_IDLE_MS } from "../auth/auth.service";

/** What a signed-in session keeps about where it came from (written at login, in the session row). */
interface StoredSession {
  userId?: string;
  userAgent?: string;
  ip?: string;
  signedInAt?: string;
}

// The session id is the cookie's secret part: the page only ever sees a digest of it.
export const publicSessionId = (sid: string) =>
  crypto.createHash("sha256").update(sid).digest("base64url").slice(0, 22);

const ofUser = (userId: string) => sql`${sessions.sess}->>'userId' = ${userId}`;

export async function listSessions(db: Db, userId: string, currentSid: string): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(ofUser(userId), gt(sessions.expiresAt, new Date())));
  return rows
    .map((row) => {
      const sess = row.sess as StoredSession;
      // Every request moves the expiry 8 hours ahead, so the last request was 8 hours before it.
      const lastActivity = new Date(row.expiresAt.getTime() - SESSION_IDLE_MS);
      return {
        id: publicSessionId(row.sid),
        device: describeUserAgent(sess.userAgent),
        // An IPv4 client seen through an IPv6 socket reads as plain IPv4.
        ip: sess.ip?.replace(/^::ffff:/, "") ?? null,
        lastActivityAt: lastActivity.toISOString(),
        signedInAt: sess.signedInAt ?? null,
        current: row.sid === currentSid,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActivityAt.localeCompare(a.lastActivityAt));
}

/** Ends one of the admin's own sessions (found by its digest), recorded in the same transaction. */
export async function endSession(db: Db, actor: Actor & { id: string }, publicId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ sid: sessions.sid }).from(sessions).where(ofUser(actor.id));
    const match = rows.find((row) => publicSessionId(row.sid) === publicId);
    if (!match) throw new AppError("not_found", STAFF_MESSAGES.sessionNotFound);
    await tx.delete(sessions).where(eq(sessions.sid, match.sid));
    await recordAudit(tx, { actor, action: "end-session", resource: "sessions", resourceId: publicId });
  });
}

/** Every session of one account, or all but one (a password change keeps the session that made it). */
export async function endUserSessions(tx: Db, userId: string, exceptSid?: string): Promise<number> {
  const where = exceptSid ? and(ofUser(userId), ne(sessions.sid, exceptSid)) : ofUser(userId);
  const ended = await tx.delete(sessions).where(where).returning({ sid: sessions.sid });
  return ended.length;
}
