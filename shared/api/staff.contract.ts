import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { users } from "../schema/auth";
import {
  accountNameSchema,
  accountRoleSchema,
  accountStatusSchema,
  changePasswordSchema,
  createAccountSchema,
  resetPasswordSchema,
  STAFF_MESSAGES,
} from "../schema/staff-forms";
import type { SpecsOf } from "./endpoint";
import type { staffRoutes } from "./staff.routes";
import { bodyFor, createSpec, noContent, onTheWire, updateSpec } from "./wire";

/** An account as the staff page lists it: its row less the password hash, and whether it is the reader's own. */
export const accountResponse = onTheWire(createSelectSchema(users))
  .omit({ password: true })
  .extend({ isSelf: z.boolean() });
export type StaffAccount = z.output<typeof accountResponse>;

const isoText = () => z.iso.datetime({ offset: true });

/** One of the admin's own sessions. */
export const sessionResponse = z.object({
  /** A digest of the session id: enough to end it, useless as a cookie. */
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  lastActivityAt: isoText(),
  signedInAt: isoText().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.output<typeof sessionResponse>;

const done = z.object({ success: z.literal(true) });

/** The account renamed: who, and the full name it now has. */
const namedAccount = createSelectSchema(users).pick({ id: true, username: true, fullName: true });

export const staffSpecs = {
  accounts: {
    summary: "Every administrator account",
    responses: { 200: z.array(accountResponse) },
  },
  createAccount: createSpec(
    "Add a colleague's account with a temporary password",
    createAccountSchema,
    createSelectSchema(users).pick({ id: true, username: true }),
  ),
  setAccountDisabled: updateSpec(
    "Disable or re-enable an account; a disabled account's sessions end",
    STAFF_MESSAGES.accountNotFound,
    accountStatusSchema,
    done,
  ),
  setAccountRole: updateSpec(
    "Change a colleague's role and branches; the last enabled owner keeps the role",
    STAFF_MESSAGES.accountNotFound,
    accountRoleSchema,
    done,
  ),
  setAccountName: updateSpec(
    "Set a colleague's full name (how the audit log and hand-overs name them)",
    STAFF_MESSAGES.accountNotFound,
    bodyFor(users, accountNameSchema),
    namedAccount,
  ),
  setOwnName: {
    summary: "Set one's own full name",
    body: bodyFor(users, accountNameSchema),
    responses: { 200: namedAccount },
  },
  resetPassword: updateSpec(
    "Give a colleague a new temporary password; their sessions end",
    STAFF_MESSAGES.accountNotFound,
    resetPasswordSchema,
    done,
  ),
  changePassword: {
    summary: "Replace one's own password; one's other sessions end",
    body: changePasswordSchema,
    responses: { 200: done },
  },
  sessions: {
    summary: "The signed-in administrator's own sessions, this one first",
    responses: { 200: z.array(sessionResponse) },
  },
  endSession: {
    summary: "End one of one's own sessions, named by its digest",
    params: z.object({ id: z.string() }),
    responses: { 204: noContent },
  },
} as const satisfies SpecsOf<typeof staffRoutes>;
