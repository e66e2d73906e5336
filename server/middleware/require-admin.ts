import type { Request, RequestHandler } from "express";
import { AppError } from "../lib/app-error";

export const ADMIN_REQUIRED = "يجب تسجيل الدخول كمسؤول";

export const isAdmin = (req: { session?: { authenticated?: boolean } }) => req.session?.authenticated === true;

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (isAdmin(req)) return next();
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
 * Who sees which rows (DECISIONS.md): the public only ever gets active rows, whatever it asks;
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
