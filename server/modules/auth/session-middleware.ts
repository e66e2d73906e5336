import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import session from "express-session";
import type { AppDeps } from "../../deps";
import { DbSessionStore } from "./session-store";

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_COOKIE = "sid";
/** The cookie over HTTPS: the __Host- prefix makes the browser refuse it unless Secure, host-only and on path /. */
export const SECURE_SESSION_COOKIE = "__Host-sid";

/**
 * Sessions in the database. A request that arrived over HTTPS (directly, or through a proxy
 * trusted by TRUST_PROXY) gets the Secure `__Host-sid` cookie; plain HTTP (local use) gets `sid`.
 * SECURE_COOKIES forces the secure cookie whatever the request says.
 */
export function sessionMiddleware({ db, config }: AppDeps): RequestHandler {
  // One store object per middleware: express-session writes its own session factory onto the store.
  const make = (name: string, secure: boolean) =>
    session({
      name,
      secret: config.sessionSecret,
      store: new DbSessionStore(db),
      resave: false,
      saveUninitialized: false,
      // Every request moves the expiry: 8 hours idle ends the session.
      rolling: true,
      cookie: { httpOnly: true, sameSite: "lax", secure, maxAge: SESSION_IDLE_MS, path: "/" },
    });
  const plain = make(SESSION_COOKIE, false);
  const secure = make(SECURE_SESSION_COOKIE, true);
  return (req, res, next) => {
    neverSharedWithCookie(res);
    (config.secureCookies || req.secure ? secure : plain)(req, res, next);
  };
}

const NOT_SHARED = /\b(no-store|private)\b/i;

/**
 * An answer that sets a cookie is never one a shared cache may keep: whatever Cache-Control a route
 * gave it, it goes out `no-store` then. Installed before express-session hooks the same writeHead,
 * so it runs after the session has set (or rolled) its cookie.
 */
function neverSharedWithCookie(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (this.hasHeader("set-cookie") && !NOT_SHARED.test(String(this.getHeader("cache-control") ?? ""))) {
      this.setHeader("Cache-Control", "no-store");
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

/** Logout: both cookie names are cleared, whichever one the browser holds. */
export function clearSessionCookies(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { path: "/" });
  res.clearCookie(SECURE_SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "lax" });
}
