import type { Request, RequestHandler } from "express";
import { AppError } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const FOREIGN_ORIGIN = "طلب من مصدر غير مسموح";
export const CROSS_SITE_DOWNLOAD = "لا يمكن فتح هذا الرابط من موقع آخر، افتحه من لوحة التحكم";

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The origin this request was addressed to: scheme and host as the server saw them. Both come
 * from X-Forwarded-Proto / X-Forwarded-Host only when TRUST_PROXY trusts the proxy (Express's
 * req.protocol and req.host); otherwise from the connection and the Host header.
 */
const ownOrigin = (req: Request) => originOf(`${req.protocol}://${req.host}`);

/**
 * Cross-site request guard on top of SameSite=Lax cookies. A browser sends Origin on every
 * cross-origin write: it must equal this request's own origin (scheme included) or PUBLIC_URL's.
 * A write without Origin passes (curl, server-to-server) unless the browser says it is cross-site.
 */
export function originCheck(publicUrl: string | undefined): RequestHandler {
  const publicOrigin = publicUrl ? originOf(publicUrl) : null;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const header = req.get("origin");
    if (header === undefined) {
      if (req.get("sec-fetch-site") === "cross-site") return next(new AppError("forbidden", FOREIGN_ORIGIN));
      return next();
    }
    const origin = originOf(header);
    if (origin && (origin === ownOrigin(req) || origin === publicOrigin)) return next();
    next(new AppError("forbidden", FOREIGN_ORIGIN));
  };
}

/**
 * A GET with effects (see Route.effects) refuses a browser's cross-site request: a link or a
 * redirect from another site would carry the Lax session cookie on a top-level navigation. A
 * scheduled job (curl with the backup token) sends no Sec-Fetch-Site and is not affected.
 */
export const refuseCrossSite: RequestHandler = (req, _res, next) => {
  if (req.get("sec-fetch-site") === "cross-site") return next(new AppError("forbidden", CROSS_SITE_DOWNLOAD));
  next();
};
