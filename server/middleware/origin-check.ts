import type { RequestHandler } from "express";
import { AppError } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request guard on top of SameSite=Lax cookies: a browser sends Origin on every
 * cross-origin write, and it must name this host. Requests without Origin (curl, tests) pass.
 */
export const originCheck: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  if (!origin) return next();
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return next(new AppError("forbidden", "طلب من مصدر غير مسموح"));
  }
  const expected = req.get("x-forwarded-host") ?? req.get("host");
  if (host !== expected) return next(new AppError("forbidden", "طلب من مصدر غير مسموح"));
  next();
};
