import type { ServerResponse } from "node:http";
import { Router, type RequestHandler } from "express";
import { isAdmin } from "../middleware/require-admin";
import { log, safeError } from "../observability/logger";
import type { ContentVersion } from "./content-version";
import { PUBLIC_READS, servesPublicView } from "./public-reads";
import { PAGE_ROUTE, type PublicSite } from "./public-site";
import { sendCached } from "./send-cached";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every successful write by an admin may change what the public sees: the caches are dropped
 * before the response leaves (so the admin's next read is fresh), and the other processes are told.
 * A route whose write the public never sees (e.g. an admin's own bookkeeping) sets
 * res.locals.publicContentUnchanged so the caches stay warm.
 */
export function invalidateOnAdminWrite(content: ContentVersion): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !isAdmin(req)) return next();
    const raw: ServerResponse = res;
    const writeHead = raw.writeHead;
    raw.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      const status = typeof args[0] === "number" ? args[0] : raw.statusCode;
      if (status < 400 && res.locals.publicContentUnchanged !== true) {
        content.changed().catch((error) => log.error({ err: safeError(error) }, "content version: bump failed"));
      }
      return writeHead.apply(this, args);
    } as ServerResponse["writeHead"];
    next();
  };
}

/** The public reads of /api from the cache, for visitors (and admins when the answer is the same). */
export function publicReads(site: PublicSite): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = `/api${req.path}`;
    const read = PUBLIC_READS.get(path);
    if (!read || !servesPublicView(read, req.originalUrl.split("?")[1] ?? "", isAdmin(req))) return next();
    res.locals.route = path;
    sendCached(req, res, await site.json(path));
  };
}

/**
 * Pages, robots.txt and sitemap.xml when they are not in the cache yet; any other path is the
 * English 404 page. (Built files never get here: PublicSite.lookup answers them before Express.)
 */
export function publicPages(site: PublicSite): Router {
  const router = Router();
  router.get("/robots.txt", async (req, res) => sendCached(req, res, await site.robots()));
  router.get("/sitemap.xml", async (req, res) => sendCached(req, res, await site.sitemap()));
  router.get(["/admin", "/admin/{*rest}"], async (req, res) =>
    sendCached(req, res, await site.adminShell(req.originalUrl)),
  );
  router.get(PAGE_ROUTE, async (req, res) =>
    sendCached(req, res, await site.page(req.path, req.originalUrl.split("?")[1] ?? "")),
  );
  return router;
}
