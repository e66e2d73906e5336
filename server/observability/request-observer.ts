import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "./logger";
import { routePattern, type Metrics } from "./metrics";

// Probes are polled every few seconds: counted in metrics, kept out of the log.
const QUIET = new Set(["/healthz", "/readyz", "/metrics"]);
const INCOMING_ID = /^[\w.-]{8,64}$/;

/** The request's id: the proxy's X-Request-Id when it looks like one, else a new one. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}

interface Tally {
  route: string;
  status: number;
  count: number;
  totalMs: number;
  maxMs: number;
}

/**
 * One metrics sample per request, labelled with the route pattern (never the URL: query strings
 * can hold phone numbers), for Express and for the cached fast path alike; one JSON log line per
 * request that Express answers (every write and every error). A cached answer is the same bytes
 * for everyone, and formatting and writing its line cost more than sending it: they are counted
 * instead, one line per route and status every `batchSeconds` ("cached answers": count, mean and
 * longest duration), and `flush` writes what is counted (at shutdown).
 */
export function requestObserver(metrics: Metrics, logger: Logger, batchSeconds = 10) {
  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    for (const { route, status, count, totalMs, maxMs } of tallies.values()) {
      const meanMs = Math.round((totalMs / count) * 10) / 10;
      logger.info({ route, status, count, meanMs, maxMs: Math.round(maxMs * 10) / 10 }, "cached answers");
    }
    tallies.clear();
  };
  const tally = (route: string, status: number, ms: number) => {
    const key = `${status} ${route}`;
    const entry = tallies.get(key);
    if (entry) {
      entry.count += 1;
      entry.totalMs += ms;
      if (ms > entry.maxMs) entry.maxMs = ms;
    } else tallies.set(key, { route, status, count: 1, totalMs: ms, maxMs: ms });
    if (!timer) {
      timer = setInterval(flush, batchSeconds * 1000);
      timer.unref();
    }
  };

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
    const reqId = requestId(req);
    res.setHeader("X-Request-Id", reqId);
    res.locals.reqId = reqId;
    res.on("finish", () => {
      const route = typeof res.locals.route === "string" ? res.locals.route : routePattern(req);
      finish(req, res, req.originalUrl, reqId, route, started, res.locals.honeypot === true);
    });
    next();
  };

  return {
    middleware,
    /** Starts a fast-path answer; its id goes out with the answer's headers (X-Request-Id). */
    start(req: IncomingMessage) {
      return { started: process.hrtime.bigint(), reqId: requestId(req) };
    },
    /** Ends a fast-path (cached) answer: counted into the next "cached answers" line, unless it failed. */
    fast(req: IncomingMessage, res: ServerResponse, route: string, started: bigint, reqId: string) {
      if (res.statusCode >= 400) return finish(req, res, req.url ?? "/", reqId, route, started, false);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observe(req.method ?? "GET", route, res.statusCode, seconds);
      tally(route, res.statusCode, seconds * 1000);
    },
    flush,
  };
}
