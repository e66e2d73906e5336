import { Router, type RequestHandler } from "express";
import type { Route } from "@shared/api/endpoint";
import { routes } from "@shared/api/routes";
import { apiNotFound } from "../middleware/error-handler";

/**
 * A router of /api: its paths match exactly as the contract spells them, case and trailing slash
 * included. `/API/admin/login` or `/api/admin/login/` is not the sign-in under another name, so
 * every request the server acts on is counted and logged under its one contract path.
 */
export const apiRouter = () => Router({ caseSensitive: true, strict: true });

const CONTRACT_ROUTES: readonly Route[] = Object.values(routes).flatMap((table) => Object.values(table) as Route[]);

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`);
const MATCHERS = CONTRACT_ROUTES.map((route) => ({ method: route.method, pattern: patternOf(route.path) }));

/** The methods the contract declares for an /api path (GET implies HEAD), in a fixed order. */
export function methodsOf(path: string): string[] {
  const declared = new Set<string>(MATCHERS.filter((m) => m.pattern.test(path)).map((m) => m.method));
  if (declared.has("GET")) declared.add("HEAD");
  return ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"].filter((method) => declared.has(method));
}

/**
 * OPTIONS on an /api path: 204 with `Allow` naming the contract's methods for it, and no body
 * (Express would answer the method list as bare text); a path the contract does not have is the
 * usual Arabic 404. Cross-origin callers get no CORS grant: the API serves its own pages only.
 */
export const apiOptions: RequestHandler = (req, res, next) => {
  if (req.method !== "OPTIONS") return next();
  const methods = methodsOf(req.baseUrl + req.path);
  if (!methods.length) return apiNotFound(req, res, next);
  res
    .set("Allow", [...methods, "OPTIONS"].join(", "))
    .status(204)
    .end();
};
