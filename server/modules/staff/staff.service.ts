import crypto from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ZodError } from "zod";
import type { StaffAccount } from "@shared/api/staff.contract";
import {
  STAFF_MESSAGES,
  type AccountNameInput,
  type AccountRoleInput,
  type ChangePasswordInput,
  type CreateAccountInput,
  type ResetPasswordInput,
} from "@shared/schema/staff-forms";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/pg-errors";
import type { Actor } from "../audit/audit.service";
import { audited } from "../audit/audited";
import { assertOpenBranchSlugs } from "../branches/branch-list.service";
import { comparePassword, hashPassword } from "../../lib/password-hash";
import { assertStrongPassword } from "../../lib/password-policy";
import { endUserSessions } from "./sessions.service";

type SignedIn = Actor & { id: string };

export async function listAccounts(db: Db, selfId: string): Promise<StaffAccount[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.username));
  return rows.map((u) => ({
    id: u.id,
    username: u.username,
    fullName: u.fullName,
    createdAt: u.createdAt.toISOString(),
    disabledAt: u.disabledAt?.toISOString() ?? null,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    mustChangePassword: u.mustChangePassword,
    role: u.role,
    branches: u.branches,
    isSelf: u.id === selfId,
  }));
}

/** A colleague's account with a temporary password (hashed before the transaction opens). */
export async function createAccount(
  db: Db,
  actor: SignedIn,
  input: CreateAccountInput,
): Promise<{ id: string; username: string }> {
  assertStrongPassword(input.password, input.username, "password");
  const password = await hashPassword(input.password);
  try {
    return await audited(db, actor, { action: "create", resource: "accounts" }, async (tx) => {
      await assertOpenBranchSlugs(tx, input.branches, STAFF_MESSAGES.branch);
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          fullName: input.fullName ?? null,
          password,
          mustChangePassword: true,
          role: input.role,
          branches: input.branches,
        })
        .returning({ id: users.id, username: users.username });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", STAFF_MESSAGES.taken);
    throw error;
  }
}

/**
 * Locks every enabled owner (FOR UPDATE) and tells whether one other than `id` stays. Two owners
 * demoting or disabling each other at once cannot leave nobody: the second waits for the first's
 * commit, and PostgreSQL then re-reads the locked rows, so the first's change is counted.
 */
async function anotherOwnerStays(tx: Db, id: string): Promise<boolean> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.disabledAt), eq(users.role, "owner")))
    .for("update");
  return owners.some((u) => u.id !== id);
}

async function lockedTarget(tx: Db, id: string) {
  const [target] = await tx
    .select({ disabledAt: users.disabledAt, role: users.role, branches: users.branches })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  if (!target) throw new AppError("not_found", STAFF_MESSAGES.accountNotFound);
  return target;
}

/**
 * Disables or re-enables a colleague's account (never the one signed in: it would end the very session
 * asking); the last enabled owner stays enabled. A disabled account's sessions end in the same transaction.
 */
export async function setAccountDisabled(db: Db, actor: SignedIn, id: string, disabled: boolean): Promise<void> {
  if (id === actor.id) throw new AppError("bad_request", STAFF_MESSAGES.self);
  await audited(db, actor, { action: disabled ? "disable" : "enable", resource: "accounts", id }, async (tx) => {
    const ownerStays = disabled ? await anotherOwnerStays(tx, id) : true;
    const target = await lockedTarget(tx, id);
    if (!disabled) {
      await tx.update(users).set({ disabledAt: null }).where(eq(users.id, id));
      return;
    }
    if (target.disabledAt) return;
    if (target.role === "owner" && !ownerStays) throw new AppError("conflict", STAFF_MESSAGES.lastAdmin);
    await tx.update(users).set({ disabledAt: sql`now()` }).where(eq(users.id, id));
    await endUserSessions(tx, id);
  });
}

/**
 * A colleague's role and branches; the last enabled owner stays an owner. Applies at their next request.
 * A branch closed since it was given may stay (its history is theirs); only an open branch may be added.
 */
export async function setAccountRole(db: Db, actor: SignedIn, id: string, input: AccountRoleInput): Promise<void> {
  if (id === actor.id) throw new AppError("bad_request", STAFF_MESSAGES.roleSelf);
  await audited(db, actor, { action: "set-role", resource: "accounts", id }, async (tx) => {
    const ownerStays = input.role === "owner" ? true : await anotherOwnerStays(tx, id);
    const target = await lockedTarget(tx, id);
    const added = input.branches.filter((slug) => !target.branches.includes(slug));
    await assertOpenBranchSlugs(tx, added, STAFF_MESSAGES.branch);
    if (target.role === "owner" && !target.disabledAt && !ownerStays) {
      throw new AppError("conflict", STAFF_MESSAGES.lastOwner);
    }
    await tx.update(users).set({ role: input.role, branches: input.branches }).where(eq(users.id, id));
  });
}

/**
 * An account's full name, recorded like every account change: the audit log reads names from the
 * account row and hand-overs from the request's fresh read, so the new name shows from the next one on.
 */
export async function setFullName(
  db: Db,
  actor: SignedIn,
  id: string,
  input: AccountNameInput,
): Promise<{ id: string; username: string; fullName: string | null }> {
  return audited(db, actor, { action: "rename", resource: "accounts", id }, async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ fullName: input.fullName })
      .where(eq(users.id, id))
      .returning({ id: users.id, username: users.username, fullName: users.fullName });
    if (!account) throw new AppError("not_found", STAFF_MESSAGES.accountNotFound);
    return account;
  });
}

/**
 * Another admin sets a colleague's password (forgotten, or handed to someone else): it is a
 * temporary one again, to be replaced at the next sign-in, and every session of the account ends.
 */
export async function resetPassword(db: Db, actor: SignedIn, id: string, input: ResetPasswordInput): Promise<void> {
  if (id === actor.id) throw new AppError("bad_request", STAFF_MESSAGES.resetSelf);
  const [account] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  if (!account) throw new AppError("not_found", STAFF_MESSAGES.accountNotFound);
  assertStrongPassword(input.password, account.username, "password");
  const password = await hashPassword(input.password);
  await audited(db, actor, { action: "reset-password", resource: "accounts", id }, async (tx) => {
    const [target] = await tx
      .update(users)
      .set({ password, mustChangePassword: true })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!target) throw new AppError("not_found", STAFF_MESSAGES.accountNotFound);
    await endUserSessions(tx, id);
  });
}

const wrongCurrent = () =>
  new ZodError([{ code: "custom", path: ["currentPassword"], message: STAFF_MESSAGES.wrongCurrent, input: undefined }]);

const sameAsCurrent = () =>
  new ZodError([{ code: "custom", path: ["newPassword"], message: STAFF_MESSAGES.sameAsCurrent, input: undefined }]);

/** The admin's own password (which also ends a temporary one): the current one first; every other session of theirs ends, this one stays. */
export async function changeOwnPassword(
  db: Db,
  actor: SignedIn,
  currentSid: string,
  input: ChangePasswordInput,
): Promise<void> {
  const [user] = await db
    .select({ password: users.password, username: users.username })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!user) throw new AppError("unauthorized", STAFF_MESSAGES.accountNotFound);
  if (!(await comparePassword(input.currentPassword, user.password))) throw wrongCurrent();
  if (input.newPassword === input.currentPassword) throw sameAsCurrent();
  assertStrongPassword(input.newPassword, user.username, "newPassword");
  const password = await hashPassword(input.newPassword);
  await audited(db, actor, { action: "change-password", resource: "accounts", id: actor.id }, async (tx) => {
    await tx.update(users).set({ password, mustChangePassword: false }).where(eq(users.id, actor.id));
    await endUserSessions(tx, actor.id, currentSid);
  });
}

/** Who the audit log names for a password reset made on the server's machine (no one signed in). */
export const SERVER_ACTOR = "سطر الأوامر على الخادم";

/**
 * `npm run reset-password -- <username>` on the server's machine, for an owner locked out: a new
 * random password, temporary (the account must choose its own at sign-in), every session of the
 * account ended, and an audit row. Returns the password to print once; null for no such account.
 */
export async function resetPasswordOnServer(db: Db, username: string): Promise<string | null> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!account) return null;
  const temporary = crypto.randomBytes(12).toString("base64url");
  const password = await hashPassword(temporary);
  await audited(
    db,
    { id: null, username: SERVER_ACTOR },
    { action: "reset-password", resource: "accounts", id: account.id },
    async (tx) => {
      await tx.update(users).set({ password, mustChangePassword: true }).where(eq(users.id, account.id));
      await endUserSessions(tx, account.id);
    },
  );
  return temporary;
}
