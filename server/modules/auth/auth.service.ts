import { count, eq, sql } from "drizzle-orm";
import { SETUP_LINK_NEEDED, type LoginInput, type SetupInput } from "@shared/schema/auth-forms";
import type { Db } from "../../db/client";
import { loginLocks, setupMarker, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/pg-errors";
import { recordAudit } from "../audit/audit.service";
import { STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { comparePassword, hashPassword } from "../../lib/password-hash";
import { assertStrongPassword } from "../../lib/password-policy";
import type { SetupToken } from "./setup-token";

/** How long a session lasts without a request; staff reads it to tell when a session was last used. */
export { SESSION_IDLE_MS } from "./session-middleware";

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export const WRONG_CREDENTIALS = "اسم المستخدم أو كلمة المرور غير صحيحة";
export const LOCKED = "تم إيقاف تسجيل الدخول لهذا الحساب مؤقتاً بسبب محاولات خاطئة متكررة، حاول بعد 15 دقيقة";
export const SETUP_CLOSED = "غير مسموح – يوجد حساب مسؤول بالفعل";

// Compared against when the username does not exist, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword("not-a-real-password"));

export async function canSetup(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n === 0;
}

/**
 * The setup link's token, looked at before the body: without it a caller learns nothing, not even
 * which field is wrong. Once the token is spent (or none was printed) setup is closed.
 */
export function checkSetupToken(setupToken: SetupToken, candidate: unknown): void {
  if (!setupToken.matches(candidate)) {
    throw new AppError("forbidden", setupToken.current ? SETUP_LINK_NEEDED : SETUP_CLOSED);
  }
}

/** The first admin, created through the printed link, which is spent by the setup that succeeds. */
export async function setupWithToken(
  db: Db,
  setupToken: SetupToken,
  input: SetupInput & { token: string },
): Promise<{ id: string; username: string }> {
  checkSetupToken(setupToken, input.token);
  const user = await setupAdmin(db, { username: input.username, password: input.password });
  setupToken.spend();
  return user;
}

/** Creates the first admin, an owner. The setup_marker primary key lets exactly one of many racing setups win. */
export async function setupAdmin(db: Db, input: SetupInput): Promise<{ id: string; username: string }> {
  if (!(await canSetup(db))) throw new AppError("forbidden", SETUP_CLOSED);
  assertStrongPassword(input.password, input.username, "password");
  const password = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(setupMarker).values({ id: 1 });
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, password, role: "owner" })
        .returning({ id: users.id, username: users.username });
      await recordAudit(tx, {
        actor: user,
        action: "setup",
        resource: "accounts",
        resourceId: user.id,
        changes: { username: { before: null, after: user.username } },
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("forbidden", SETUP_CLOSED);
    throw error;
  }
}

const usernameKey = (username: string) => username.trim().toLowerCase();

const isLocked = (lockedUntil: Date | null | undefined, now = Date.now()) =>
  !!lockedUntil && lockedUntil.getTime() > now;

/**
 * Checks credentials with a per-username lock stored in the database (shared by every process).
 * A lock seen before hashing saves the work; the decision for a wrong password comes from the one
 * atomic statement that counts it, so parallel guesses cannot slip past the fifth failure.
 */
export async function verifyLogin(
  db: Db,
  input: LoginInput,
): Promise<{ id: string; username: string; mustChangePassword: boolean }> {
  const key = usernameKey(input.username);
  if (isLocked(await lockedUntil(db, key))) throw new AppError("rate_limited", LOCKED);

  const [user] = await db.select().from(users).where(sql`lower(${users.username}) = ${key}`);
  const ok = await comparePassword(input.password, user?.password ?? (await getDummyHash()));
  if (user && ok) {
    // Failures counted while this password was being checked may have locked the account meanwhile.
    if (isLocked(await lockedUntil(db, key))) throw new AppError("rate_limited", LOCKED);
    // Told only to someone who knows the password: a guesser cannot learn which accounts are disabled.
    if (user.disabledAt) {
      await recordAudit(db, {
        actor: user,
        action: "sign-in-failed",
        resource: "accounts",
        resourceId: user.id,
        changes: { reason: { before: null, after: "disabled" } },
      });
      throw new AppError("forbidden", STAFF_MESSAGES.disabled);
    }
    await db.transaction(async (tx) => {
      await tx.delete(loginLocks).where(eq(loginLocks.usernameKey, key));
      await tx.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, user.id));
      await recordAudit(tx, { actor: user, action: "sign-in", resource: "accounts", resourceId: user.id });
    });
    return { id: user.id, username: user.username, mustChangePassword: user.mustChangePassword };
  }
  const failures = await db.transaction(async (tx) => {
    const counted = await recordFailure(tx as Db, key);
    // The typed name only (never the password); the failure that sets the lock is recorded as the lockout.
    const action = counted === MAX_FAILURES ? "lockout" : "sign-in-failed";
    await recordAudit(tx, {
      actor: { id: user?.id, username: input.username.slice(0, 100) },
      action,
      resource: "accounts",
      resourceId: user?.id,
    });
    return counted;
  });
  if (failures > MAX_FAILURES) throw new AppError("rate_limited", LOCKED);
  throw new AppError("unauthorized", WRONG_CREDENTIALS);
}

async function lockedUntil(db: Db, key: string): Promise<Date | null | undefined> {
  const [lock] = await db
    .select({ lockedUntil: loginLocks.lockedUntil })
    .from(loginLocks)
    .where(eq(loginLocks.usernameKey, key));
  return lock?.lockedUntil;
}

/**
 * One atomic upsert that counts the failure and returns the count it produced: a window that has
 * passed (or a lock that has ended) starts over at 1; the 5th failure in the window sets the lock,
 * and later failures keep the lock's end rather than lifting or extending it.
 */
async function recordFailure(db: Db, key: string): Promise<number> {
  const window = sql`make_interval(secs => ${LOCK_MS / 1000})`;
  const expired = sql`(${loginLocks.lastFailureAt} < now() - ${window} or ${loginLocks.lockedUntil} <= now())`;
  const failures = sql`case when ${expired} then 1 else ${loginLocks.failures} + 1 end`;
  const [row] = await db
    .insert(loginLocks)
    .values({ usernameKey: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginLocks.usernameKey,
      set: {
        failures,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`case when ${failures} >= ${MAX_FAILURES} then coalesce(case when ${loginLocks.lockedUntil} > now() then ${loginLocks.lockedUntil} end, now() + ${window}) else null end`,
      },
    })
    .returning({ failures: loginLocks.failures });
  return row.failures;
}
