import type { Request } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { routes } from "@shared/api/routes";

// Public submissions by route, so their outcomes can be counted from the answers alone.
const SUBMISSIONS: Record<string, string> = {
  [routes.reviews.submit.path]: "review",
  [routes.reels.submit.path]: "reel",
  [routes.recruitment.apply.path]: "job_application",
  [routes.lottery.enter.path]: "draw_entry",
};
const LOGIN = routes.auth.login.path;

/** Marks a request the honeypot caught: it is answered like a success but counted as refused. */
export const markHoneypot = (res: { locals: Record<string, unknown> }) => {
  res.locals.honeypot = true;
};

export interface MetricsSources {
  cache(): { hits: number; misses: number };
  pool?(): { total: number; idle: number; waiting: number };
  /** How many times the content-change LISTEN connection was opened again after it was lost. */
  listenReconnects?(): number;
}

/** Prometheus metrics of one app: a registry of its own, so several apps in one process never clash. */
export class Metrics {
  readonly registry = new Registry();
  // Bounded by the route patterns (never raw paths) and the statuses the app answers.
  private readonly requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly submissions = new Counter({
    name: "submissions_total",
    help: "Public submissions by form and outcome (accepted, rate_limited, honeypot, invalid, conflict, error)",
    labelNames: ["form", "outcome"],
    registers: [this.registry],
  });
  private readonly logins = new Counter({
    name: "admin_logins_total",
    help: "Admin sign-in attempts by outcome (success, failure, locked, invalid)",
    labelNames: ["outcome"],
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: "public_cache_lookups",
      help: "Lookups of the public page and JSON cache since start, by result",
      labelNames: ["result"],
      registers: [this.registry],
      collect() {
        const { hits, misses } = sources.cache();
        this.set({ result: "hit" }, hits);
        this.set({ result: "miss" }, misses);
      },
    });
    if (sources.listenReconnects) {
      const reconnects = sources.listenReconnects;
      new Counter({
        name: "content_listen_reconnects_total",
        help: "Times the LISTEN connection for other processes' content changes was opened again after it was lost",
        registers: [this.registry],
        collect() {
          this.reset();
          this.inc(reconnects());
        },
      });
    }
    if (sources.pool) {
      const pool = sources.pool;
      new Gauge({
        name: "db_pool_connections",
        help: "PostgreSQL pool connections by state",
        labelNames: ["state"],
        registers: [this.registry],
        collect() {
          const { total, idle, waiting } = pool();
          this.set({ state: "total" }, total);
          this.set({ state: "idle" }, idle);
          this.set({ state: "waiting" }, waiting);
        },
      });
    }
  }

  /** Records one answered request; `route` is the pattern (never the raw path, which is unbounded). */
  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** Every metric as Prometheus text. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** Counts a public submission's or a sign-in's outcome from its answer. */
  countOutcome(path: string, status: number, honeypot: boolean): void {
    if (path === LOGIN) {
      this.logins.inc({
        outcome: status === 200 ? "success" : status === 401 ? "failure" : status === 429 ? "locked" : "invalid",
      });
      return;
    }
    const form = SUBMISSIONS[path];
    if (!form) return;
    const outcome = honeypot
      ? "honeypot"
      : status < 300
        ? "accepted"
        : status === 429
          ? "rate_limited"
          : status === 409
            ? "conflict"
            : status < 500
              ? "invalid"
              : "error";
    this.submissions.inc({ form, outcome });
  }
}

/**
 * The pattern of the route that answered, e.g. "/api/menu-items/:id". Read after the answer, when
 * Express may already have unwound req.baseUrl (errors do), so the prefix is taken from the URL:
 * the path minus as many trailing segments as the route's own pattern has.
 */
export function routePattern(req: Pick<Request, "originalUrl" | "route">): string {
  const pattern = req.route?.path;
  const pathname = req.originalUrl.split("?")[0];
  if (typeof pattern !== "string") {
    if (Array.isArray(pattern)) return pattern.join(" | ");
    return pathname.startsWith("/api/") ? "/api (unmatched)" : "(unmatched)";
  }
  if (pattern.includes("*")) return pattern;
  const segments = pathname.split("/").filter(Boolean);
  const own = pattern.split("/").filter(Boolean).length;
  const prefix = segments.slice(0, Math.max(0, segments.length - own)).join("/");
  return `${prefix ? `/${prefix}` : ""}${pattern === "/" ? "" : pattern}` || "/";
}
