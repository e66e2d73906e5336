import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express } from "express";
// Arabic for every message zod makes itself, whatever schema a route loads first.
import "@shared/zod-arabic";
import { contentSecurityPolicy } from "./csp";
import { trustProxySetting } from "./env";
import { apiOptions, apiRouter } from "./lib/api-router";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { hostAllowlist } from "./middleware/host-allowlist";
import { originCheck } from "./middleware/origin-check";
import { refuseNul } from "./middleware/refuse-nul";
import { sessionMiddleware } from "./modules/auth/session-middleware";
import { enabledAccountOnly } from "./modules/staff/enabled-account";
import { HSTS, securityHeaders, viaHttps } from "./middleware/security-headers";
import { healthRoutes } from "./modules/health/health.routes";
import { objectRoutes } from "./modules/images/objects.routes";
import { log } from "./observability/logger";
import { Metrics } from "./observability/metrics";
import { requestObserver } from "./observability/request-observer";
import type { PageSource } from "./public-site/page-source";
import { PublicSite } from "./public-site/public-site";
import {
  invalidateOnAdminWrite,
  notFoundPage,
  optionsOutsideApi,
  publicPages,
  publicReads,
} from "./public-site/public-site.routes";
import type { CachedResponse } from "./public-site/response-cache";
import { sendCached } from "./public-site/send-cached";
import { apiRoutes } from "./routes";
import type { AppDeps } from "./deps";

export interface ClientOptions {
  /** Where page HTML comes from; without it pages answer 503 (no build yet). */
  pages?: PageSource;
  staticFiles?: ReadonlyMap<string, CachedResponse>;
  /** Upload origins the pages may connect to besides this site (S3). */
  uploadOrigins?: string[];
  /** Development: Vite's middlewares, before the pages. */
  devMiddleware?: express.RequestHandler;
}

export interface App {
  express: Express;
  site: PublicSite;
  metrics: Metrics;
  /** The server's request listener: cached public answers first, then Express. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Writes the cached answers counted since the last "cached answers" log lines (at shutdown). */
  flushLogs(): void;
}

/** Builds the app without listening, so tests run it in-process. */
export function createApp(deps: AppDeps, client: ClientOptions = {}): App {
  const site = new PublicSite({
    db: deps.db,
    content: deps.content,
    origin: deps.config.publicUrl ?? "http://localhost",
    csp: contentSecurityPolicy(client.uploadOrigins),
    pages: client.pages,
    staticFiles: client.staticFiles,
    now: deps.now,
  });
  const metrics = new Metrics({
    cache: () => ({ hits: site.cache.hits, misses: site.cache.misses }),
    pool: deps.poolStats,
    listenReconnects: () => deps.content.reconnects,
  });
  const logger = deps.logger ?? log;
  const trustsProxy = trustProxySetting(deps.config.trustProxy) !== false;
  const observer = requestObserver(metrics, logger, deps.config.cachedLogSeconds);
  const app = express();
  app.disable("x-powered-by");
  // Paths are case-sensitive: /API is not /api (apiRouter has the rest of the rule).
  app.set("case sensitive routing", true);
  app.set("trust proxy", trustProxySetting(deps.config.trustProxy));
  const trustFn = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const hosts = hostAllowlist(deps.config.allowedHosts, (req) => trustFn(req.socket.remoteAddress, 0));
  app.use(observer.middleware);
  app.use(optionsOutsideApi(site));
  app.use(healthRoutes(deps, metrics));
  app.use(hosts.middleware);
  app.use(securityHeaders);

  // Public images and the local signed upload PUT: outside /api (own caching, raw body).
  app.use(objectRoutes(deps));

  const api = apiRouter();
  api.use(apiOptions);
  api.use(express.json({ limit: "100kb" }));
  api.use(refuseNul);
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Before the session: a public answer never carries a session cookie.
  api.use(publicReads(site));
  api.use(sessionMiddleware(deps));
  api.use(enabledAccountOnly(deps.db));
  api.use(originCheck(deps.config.publicUrl));
  api.use(invalidateOnAdminWrite(deps.content));
  api.use(apiRoutes(deps));
  api.use(apiNotFound);
  app.use("/api", api);

  if (client.devMiddleware) app.use(client.devMiddleware);
  app.use(publicPages(site));
  app.use(notFoundPage(site));
  app.use(errorHandler(logger));

  return {
    express: app,
    site,
    metrics,
    handle: (req, res) => {
      // A refused host goes through Express, which answers 421 (or a health probe) like any other request.
      const hit = hosts.isAllowed(req) ? site.lookup(req) : undefined;
      if (!hit) return app(req, res);
      const { started, reqId } = observer.start(req);
      // The request's id echoed back, and HSTS as Express would add it: only on HTTPS, seen through a
      // proxy only when TRUST_PROXY trusts it.
      const extra = ["X-Request-Id", reqId];
      if (viaHttps(req, trustsProxy)) extra.push("Strict-Transport-Security", HSTS);
      sendCached(req, res, hit.response, extra);
      observer.fast(req, res, hit.route, started, reqId);
    },
    flushLogs: observer.flush,
  };
}
