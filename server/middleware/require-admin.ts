import type { Request, RequestHandler } from "express";
import { AppError } from "../lib/app-error";

export const isAdmin = (req: { session?: { authenticated?: boolean } }) => req.session?.authenticated === true;

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (isAdmin(req)) return next();
  next(new AppError("unauthorized", "يجب تسجيل الدخول كمسؤول"));
};

/**
 * Who sees which rows (DECISIONS.md): the public only ever gets active rows, whatever it asks;
 * an admin gets every row unless `?active=true` narrows the list.
 */
export const activeOnly = (admin: boolean, activeRequested: boolean) => !admin || activeRequested;

/** activeOnly for a request, reading the session and `?active=true`. */
export const activeRowsOnly = (req: Request) => activeOnly(isAdmin(req), req.query.active === "true");
