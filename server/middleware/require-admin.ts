import type { Request, RequestHandler } from "express";
import { AppError } from "../lib/app-error";

export const ADMIN_REQUIRED = "يجب تسجيل الدخول كمسؤول";
export const PASSWORD_CHANGE_REQUIRED = "يجب تغيير كلمة المرور المؤقتة قبل متابعة العمل في لوحة التحكم";

type SessionHolder = { session?: { authenticated?: boolean } };

// Requests whose account still has a temporary password (marked once per request from the database).
const temporaryPassword = new WeakSet<object>();

export const markTemporaryPassword = (req: object) => temporaryPassword.add(req);
export const hasTemporaryPassword = (req: object) => temporaryPassword.has(req);

/** Signed in, whatever the password: enough to read the session, sign out and choose a password. */
export const isSignedIn = (req: SessionHolder) => req.session?.authenticated === true;

/** Signed in with a password of one's own: an account still on a temporary one acts as a visitor. */
export const isAdmin = (req: SessionHolder) => isSignedIn(req) && !temporaryPassword.has(req);

/** Every admin route: 401 without a session, 403 while the account must still choose its password. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (isAdmin(req)) return next();
  if (isSignedIn(req)) return next(new AppError("forbidden", PASSWORD_CHANGE_REQUIRED));
  next(new AppError("unauthorized", ADMIN_REQUIRED));
};

/** The few routes an account with a temporary password may use (changing it). */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  if (isSignedIn(req)) return next();
  next(new AppError("unauthorized", ADMIN_REQUIRED));
};

/**
 * The signed-in admin's id and name, for routes behind requireAdmin that act as that person. A session
 * from before accounts carried an id is not one: it signs in again.
 */
export function signedIn(req: Request): { id: string; username: string | null } {
  const id = req.session.userId;
  if (!id) throw new AppError("unauthorized", ADMIN_REQUIRED);
  return { id, username: req.session.username ?? null };
}

/**
 * Who sees which rows: the public only ever gets active rows, whatever it asks;
 * an admin gets every row unless `?active=true` narrows the list.
 */
const activeOnly = (admin: boolean, activeRequested: boolean) => !admin || activeRequested;

/**
 * The one reading of `?active`: only the exact value "true" narrows a list to active rows; anything
 * else (absent, "false", garbage, repeated) does not, and never widens what a visitor sees.
 */
export const asksActiveOnly = (value: unknown) => value === "true";

/** `?active=true` on this request (for admin-only lists, where it only narrows). */
export const activeRequested = (req: Request) => asksActiveOnly(req.query.active);

/** activeOnly for a request, reading the session and `?active=true`. */
export const activeRowsOnly = (req: Request) => activeOnly(isAdmin(req), activeRequested(req));
