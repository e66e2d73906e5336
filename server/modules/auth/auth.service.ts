import bcrypt from "bcryptjs";
import { count, eq, sql } from "drizzle-orm";
import type { LoginInput, SetupInput } from "@shared/schema/auth-forms";
import type { Db } from "../../db/client";
import { loginLocks, setupMarker, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/pg-errors";

export const BCRYPT_COST = 12;
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export const WRONG_CREDENTIALS = "اسم المستخدم أو كلمة المرور غير صحيحة";
export const LOCKED = "تم إيقاف تسجيل الدخول لهذا الحساب مؤقتاً بسبب محاولات خاطئة متكررة، حاول بعد 15 دقيقة";
export const SETUP_CLOSED = "غير مسموح – يوجد حساب مسؤول بالفعل";

// Compared against when the username does not exist, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= bcrypt.hash("not-a-real-password", BCRYPT_COST));

export async function canSetup(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n === 0;
}

/** Creates the first admin. The setup_marker primary key lets exactly one of many racing setups win. */
export async function setupAdmin(db: Db, input: SetupInput): Promise<{ id: string; username: string }> {
  if (!(await canSetup(db))) throw new AppError("forbidden", SETUP_CLOSED);
  const password = await bcrypt.hash(input.password, BCRYPT_COST);
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(setupMarker).values({ id: 1 });
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, password })
        .returning({ id: users.id, username: users.username });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("forbidden", SETUP_CLOSED);
    throw error;
  }
}

const usernameKey = (username: string) => username.trim().toLowerCase();

/** Checks credentials with a per-username lock stored in the database (shared by every process). */
export async function verifyLogin(db: Db, input: LoginInput): Promise<{ id: string; username: string }> {
  const key = usernameKey(input.username);
  const [lock] = await db.select().from(loginLocks).where(eq(loginLocks.usernameKey, key));
  if (lock?.lockedUntil && lock.lockedUntil.getTime() > Date.now()) throw new AppError("rate_limited", LOCKED);

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${key}`);
  const ok = await bcrypt.compare(input.password, user?.password ?? (await getDummyHash()));
  if (user && ok) {
    if (lock) await db.delete(loginLocks).where(eq(loginLocks.usernameKey, key));
    return { id: user.id, username: user.username };
  }
  await recordFailure(db, key);
  throw new AppError("unauthorized", WRONG_CREDENTIALS);
}

/** One atomic upsert: failures older than the lock window start over; the 5th failure sets the lock. */
async function recordFailure(db: Db, key: string): Promise<void> {
  const windowStart = sql`now() - make_interval(secs => ${LOCK_MS / 1000})`;
  const failures = sql`case when ${loginLocks.lastFailureAt} < ${windowStart} or ${loginLocks.lockedUntil} is not null then 1 else ${loginLocks.failures} + 1 end`;
  await db
    .insert(loginLocks)
    .values({ usernameKey: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginLocks.usernameKey,
      set: {
        failures,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`case when ${failures} >= ${MAX_FAILURES} then now() + make_interval(secs => ${LOCK_MS / 1000}) else null end`,
      },
    });
}
