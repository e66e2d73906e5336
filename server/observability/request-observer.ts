import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "./logger";
import { routePattern, type Metrics } from "./metrics";

// Probes are polled every few seconds: counted in metrics, kept out of the log.
const QUIET = new Set(["/healthz", "/readyz", "/metrics"]);
const INCOMING_ID = /^[\w.-]{8,64}$/;

/** The request's id: the proxy's X-Request-Id when it looks like one, else a new one; echoed back. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * One JSON log line and one metrics sample per request, labelled with the route pattern (never
 * the URL: query strings can hold phone numbers), for Express and for the cached fast path alike.
 */
export function requestObserver(metrics: Metrics, logger: Logger) {
  const finish = (
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    reqId: string,
    route: string,
    started: bigint,
    honeypot: boolean,
  ) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = req.method ?? "GET";
    metrics.observe(method, route, res.statusCode, seconds);
    const path = url.split("?")[0];
    if (method === "POST") metrics.countOutcome(path, res.statusCode, honeypot);
    if (!QUIET.has(path)) {
      logger.info(
        { reqId, method, route, status: res.statusCode, durationMs: Math.round(seconds * 10_000) / 10 },
        "request",
      );
    }
  };

  const middleware: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    const reqId = requestId(req, res);
    res.locals.reqId = reqId;
    res.on("finish", () => {
      const route = typeof res.locals.route === "string" ? res.locals.route : routePattern(req);
      finish(req, res, req.originalUrl, reqId, route, started, res.locals.honeypot === true);
    });
    next();
  };

  return {
    middleware,
    /** Starts a fast-path answer: its id header must be set before the answer is written. */
    start(req: IncomingMessage, res: ServerResponse) {
      return { started: process.hrtime.bigint(), reqId: requestId(req, res) };
    },
    fast(req: IncomingMessage, res: ServerResponse, route: string, started: bigint, reqId: string) {
      finish(req, res, req.url ?? "/", reqId, route, started, false);
    },
  };
}
