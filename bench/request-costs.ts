import crypto from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { Writable } from "node:stream";
import pino from "pino";
import { hostAllowlist } from "../server/middleware/host-allowlist";
import { Metrics } from "../server/observability/metrics";
import { requestObserver } from "../server/observability/request-observer";
import { pickEncoding } from "../server/public-site/send-cached";
import type { CachedResponse } from "../server/public-site/response-cache";
import type { Benchmark } from "./support/benchmark";
import { recordResults } from "./support/results";

// What each piece of a cached answer's fixed work costs, in process, per request: timed over many
// calls (median of several rounds), so a busy machine moves the figures less than a load test's.
const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const ROUNDS = 7;

function nsPerCall(work: (i: number) => void): number {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) work(i);
    rounds.push(Number(process.hrtime.bigint() - started) / CALLS);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
}

/** A request and an answer with only what the measured pieces touch. */
function fakeExchange() {
  const headers = new Map<string, unknown>();
  const req = {
    method: "GET",
    url: "/api/menu-items?active=true",
    headers: { host: "broasted.example", "accept-encoding": "gzip, deflate, br, zstd" },
    socket: { remoteAddress: "127.0.0.1" },
  } as unknown as IncomingMessage;
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: unknown) => headers.set(name, value),
  } as unknown as ServerResponse;
  return { req, res };
}

// A cached JSON answer's headers as the site sends them (security headers included).
const HEADERS: Record<string, string> = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "public, max-age=0, must-revalidate",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Content-Encoding": "br",
};
const LINES = [...Object.entries(HEADERS).flat(), "ETag", '"abc"', "Vary", "Accept-Encoding", "Content-Length", "2223"];
const ID = "0b6f2a51-1c1e-4a8b-9d3e-5b0f3c2d1e0f";

/** A logger that formats every line as in production and then drops it (no disk in the figure). */
const discardingLogger = () =>
  pino(
    { level: "info", base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    new Writable({ write: (_chunk, _encoding, done) => done() }),
  );

export const requestCostsBenchmark: Benchmark = {
  name: "request-costs",
  description: `each piece of a cached answer's fixed work, ns per request (median of ${ROUNDS} rounds of ${CALLS} calls)`,
  async run() {
    const { req, res } = fakeExchange();
    const metrics = new Metrics({ cache: () => ({ hits: 0, misses: 0 }) });
    const logger = discardingLogger();
    const hosts = hostAllowlist(["broasted.example", "localhost"], () => false);
    const response = { gzip: Buffer.alloc(1), br: Buffer.alloc(1) } as unknown as CachedResponse;
    const observer = requestObserver(metrics, logger);

    const rows: [string, number][] = [
      ["request id (random UUID)", nsPerCall(() => crypto.randomUUID())],
      ["host check", nsPerCall(() => hosts.isAllowed(req))],
      [
        "encoding choice (each Accept-Encoding value parsed once)",
        nsPerCall(() => pickEncoding(req.headers["accept-encoding"], response)),
      ],
      ["clock reads (start and end)", nsPerCall(() => Number(process.hrtime.bigint() - process.hrtime.bigint()))],
      [
        "metric sample (request count and duration histogram, prom-client)",
        nsPerCall(() => metrics.observe("GET", "/api/menu-items", 200, 0.0004)),
      ],
      [
        "JSON log line (formatted, then dropped)",
        nsPerCall((i) =>
          logger.info(
            {
              reqId: "0b6f2a51-1c1e-4a8b-9d3e",
              method: "GET",
              route: "/api/menu-items",
              status: 200,
              durationMs: i % 7,
            },
            "request",
          ),
        ),
      ],
      [
        "all of it, as a cached answer runs it (its log line counted, not written)",
        nsPerCall(() => {
          if (!hosts.isAllowed(req)) return;
          const { started, reqId } = observer.start(req);
          pickEncoding(req.headers["accept-encoding"], response);
          observer.fast(req, res, "/api/menu-items", started, reqId);
        }),
      ],
      [
        "headers, set one by one: the id set first, then writeHead merging the answer's (as before)",
        nsPerCall(() => {
          const answer = new http.ServerResponse(req);
          answer.setHeader("X-Request-Id", ID);
          answer.writeHead(200, { ...HEADERS, ETag: '"abc"', Vary: "Accept-Encoding", "Content-Length": 2223 });
        }),
      ],
      [
        "headers, one list made once per cached answer, the id appended (now)",
        nsPerCall(() => {
          const answer = new http.ServerResponse(req);
          answer.writeHead(200, LINES.concat(["X-Request-Id", ID]));
        }),
      ],
    ];
    const lines = [
      "| piece | ns per request |",
      "|---|---|",
      ...rows.map(([piece, ns]) => `| ${piece} | ${Math.round(ns)} |`),
    ];
    const text = lines.join("\n");
    console.log(text);
    recordResults("request-costs", text);
  },
};
