import type { ServerResponse } from "node:http";
import { Router, type RequestHandler } from "express";
import { isAdminPath } from "@shared/app-paths";
import { SERVED_PAGES } from "@shared/public-pages-served";
import { hasOwnPassword } from "../middleware/staff-access";
import { log, safeError } from "../observability/logger";
import type { ContentVersion } from "./content-version";
import { mayCarrySession, publicReadOf } from "./public-reads";
import { isApiPath, PAGE_ROUTE, type PublicSite } from "./public-site";
import { sendCached } from "./send-cached";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The public pages that hold a form. */
const FORM_PAGES = SERVED_PAGES.flatMap((page) => (page.form ? [page.path] : []));

/**
 * Every successful write by an admin may change what the public sees: the caches are dropped
 * before the response leaves (so the admin's next read is fresh), and the other processes are told.
 * A route whose write the public never sees (e.g. an admin's own bookkeeping) sets
 * res.locals.publicContentUnchanged so the caches stay warm.
 */
export function invalidateOnAdminWrite(content: ContentVersion): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !hasOwnPassword(req)) return next();
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

/**
 * The public reads of /api from the cache, whenever the answer is the visitor's view. Mounted before
 * the session: a public answer (cacheable by anyone) never reads, rolls or sets a session cookie.
 */
export function publicReads(site: PublicSite): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = `/api${req.path}`;
    const found = publicReadOf(path, req.originalUrl.split("?")[1] ?? "", mayCarrySession(req));
    if (!found) return next();
    res.locals.route = path;
    sendCached(req, res, await site.json(found.url));
  };
}

/**
 * Pages, robots.txt and sitemap.xml when they are not in the cache yet; any other path is the
 * English 404 page. (Built files never get here: PublicSite.lookup answers them before Express.)
 */
export function publicPages(site: PublicSite): Router {
  // Paths are case-sensitive and a trailing slash is not ignored: /JOBS is not /jobs.
  const router = Router({ caseSensitive: true, strict: true });
  router.get("/{*path}", withoutTrailingSlash);
  router.get("/robots.txt", async (req, res) => sendCached(req, res, await site.robots()));
  router.get("/sitemap.xml", async (req, res) => sendCached(req, res, await site.sitemap()));
  // A public form sent without script (method="post", no action) comes here: back to the page,
  // which says the form needs JavaScript. The body is never read, and nothing typed reaches a URL.
  router.post(FORM_PAGES, (req, res) => res.redirect(303, req.path));
  router.get(PAGE_ROUTE, async (req, res) => {
    const [pathname, search = ""] = req.originalUrl.split("?");
    if (isAdminPath(pathname)) return sendCached(req, res, await site.adminShell(req.originalUrl));
    sendCached(req, res, await site.page(pathname, search));
  });
  return router;
}

/**
 * The answer to a method and path the site has no route for, outside /api: the site's 404 page
 * (never Express's own English "Cannot DELETE"). OPTIONS gets it too: the pages take GET only,
 * and no cross-origin caller is granted anything.
 */
export function notFoundPage(site: PublicSite): RequestHandler {
  return async (req, res) => sendCached(req, res, await site.notFound());
}

/** OPTIONS outside /api, before any router answers it with its bare list of methods. */
export function optionsOutsideApi(site: PublicSite): RequestHandler {
  const answer = notFoundPage(site);
  return (req, res, next) => (req.method === "OPTIONS" && !isApiPath(req.path) ? answer(req, res, next) : next());
}

/**
 * A page asked for with a trailing slash moves for good to the same path without it (query kept),
 * so /jobs/ and /jobs are one page. A path that would then start with two slashes (or a backslash,
 * which browsers read as one) is left to the 404 page: as a Location it would name another host.
 */
const withoutTrailingSlash: RequestHandler = (req, res, next) => {
  const mark = req.originalUrl.indexOf("?");
  const pathname = mark < 0 ? req.originalUrl : req.originalUrl.slice(0, mark);
  if (pathname.length < 2 || !pathname.endsWith("/")) return next();
  const target = pathname.replace(/\/+$/, "") || "/";
  if (target === "/" || /^[/\\]{2}/.test(target)) return next();
  res.redirect(301, target + (mark < 0 ? "" : req.originalUrl.slice(mark)));
};
