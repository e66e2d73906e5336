import type { Request, RequestHandler } from "express";
import { AppError } from "../lib/app-error";
import { roleAdmits } from "@shared/api/access";
import type { Route } from "@shared/api/endpoint";
import { seesHiddenRows } from "@shared/api/hidden-rows";
import type { StaffRole } from "@shared/schema/enums";

export const ADMIN_REQUIRED = "يجب تسجيل الدخول كمسؤول";
export const PASSWORD_CHANGE_REQUIRED = "يجب تغيير كلمة المرور المؤقتة قبل متابعة العمل في لوحة التحكم";
export const ROLE_FORBIDDEN = "ليست لديك صلاحية لهذا الإجراء";
export const BRANCH_FORBIDDEN = "هذا الفرع ليس من الفروع المسندة إليك";

type SessionHolder = { session?: { authenticated?: boolean } };

/** The signed-in account's role, branches and full name, read from the database on every request. */
export interface StaffAccess {
  role: StaffRole;
  /** Branch slugs; an owner's list is ignored (an owner acts at every branch). */
  branches: readonly string[];
  mustChangePassword: boolean;
  /** How hand-overs name the person (the username when null); a rename applies to the next request. */
  fullName: string | null;
}

// Per request, marked once from the database by enabledAccountOnly (so a role change or a new
// temporary password applies to the very next request of every session of that account).
const accessOf = new WeakMap<object, StaffAccess>();

export const markStaffAccess = (req: object, access: StaffAccess) => accessOf.set(req, access);
/** The account's role and branches, if the request carries a signed-in session. */
export const peekStaffAccess = (req: object): StaffAccess | undefined => accessOf.get(req);
export const hasTemporaryPassword = (req: object) => accessOf.get(req)?.mustChangePassword === true;

/** Signed in, whatever the password: enough to read the session, sign out and choose a password. */
export const isSignedIn = (req: SessionHolder) => req.session?.authenticated === true;

/** Signed in with a password of one's own, in any role: an account still on a temporary one acts as a visitor. */
export const hasOwnPassword = (req: SessionHolder) =>
  isSignedIn(req) && accessOf.has(req) && !hasTemporaryPassword(req);

/**
 * A staff route: 401 without a session, 403 while the account must still choose its password, and
 * 403 (in Arabic) when its role is below the endpoint's.
 */
export const requireRole =
  (level: "owner" | "manager" | "cashier"): RequestHandler =>
  (req, _res, next) => {
    if (!isSignedIn(req) || !accessOf.has(req)) return next(new AppError("unauthorized", ADMIN_REQUIRED));
    if (hasTemporaryPassword(req)) return next(new AppError("forbidden", PASSWORD_CHANGE_REQUIRED));
    if (!roleAdmits(level, staffAccess(req).role)) return next(new AppError("forbidden", ROLE_FORBIDDEN));
    next();
  };

/** The few routes an account with a temporary password may use (changing it). */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  if (isSignedIn(req)) return next();
  next(new AppError("unauthorized", ADMIN_REQUIRED));
};

/**
 * The signed-in admin's id and name, for routes behind requireRole that act as that person. A session
 * from before accounts carried an id is not one: it signs in again.
 */
export function signedIn(req: Request): { id: string; username: string | null } {
  const id = req.session.userId;
  if (!id) throw new AppError("unauthorized", ADMIN_REQUIRED);
  return { id, username: req.session.username ?? null };
}

/** The role and branches of a request that passed requireRole. */
export function staffAccess(req: object): StaffAccess {
  const access = accessOf.get(req);
  if (!access) throw new AppError("unauthorized", ADMIN_REQUIRED);
  return access;
}

/**
 * The one reading of `?active`: only the exact value "true" narrows a list to active rows; anything
 * else (absent, "false", garbage, repeated) does not, and never widens what a visitor sees.
 */
export const asksActiveOnly = (value: unknown) => value === "true";

/** `?active=true` on this request (for admin-only lists, where it only narrows). */
export const activeRequested = (req: Request) => asksActiveOnly(req.query.active);

/** The role of a request signed in with a password of its own; none for a visitor or a temporary password. */
const roleOf = (req: Request): StaffRole | undefined => (hasOwnPassword(req) ? accessOf.get(req)?.role : undefined);

/**
 * Whether a public list answers with its hidden rows too: never for a visitor or for a role that may
 * not manage them; for a role that may, unless `?active=true` narrows the list.
 */
export const includesHiddenRows = (req: Request, list: Route) =>
  seesHiddenRows(list, roleOf(req)) && !activeRequested(req);
