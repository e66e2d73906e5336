import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import type { Metrics } from "../../observability/metrics";
import { readiness } from "./health.service";
import { hasBearerToken } from "../../lib/secret-match";

const isLoopback = (address: string | undefined) => !!address && /^(127\.|::1$|::ffff:127\.)/.test(address);

const hasMetricsToken = (req: Request, token: string | undefined) => hasBearerToken(req.get("authorization"), token);
/** A caller on this machine that came through no proxy (a proxy on loopback adds its forwarding headers). */
const isDirectLoopback = (req: Request) =>
  isLoopback(req.socket.remoteAddress) && !req.get("x-forwarded-for") && !req.get("forwarded");

/**
 * Probes for a load balancer and metrics for Prometheus: mounted before everything else, so they
 * are never rate-limited, cached or given a session. /metrics answers loopback callers that came
 * through no proxy, or anyone with METRICS_TOKEN as a bearer token. /readyz tells its failure
 * reasons (which describe the database and storage) only to a direct loopback caller or one with
 * METRICS_TOKEN; anyone else gets the status code and a bare body.
 */
export function healthRoutes({ db, storage, config, lifecycle }: AppDeps, metrics: Metrics): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    const state = await readiness(db, storage, lifecycle?.shuttingDown ?? false);
    const operator = isDirectLoopback(req) || hasMetricsToken(req, config.metricsToken);
    res
      .status(state.ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(state.ready ? { status: "ready" } : { status: "unavailable", ...(operator && { reasons: state.reasons }) });
  });
  router.get("/metrics", async (req, res) => {
    const token = config.metricsToken;
    const authorized = token ? hasMetricsToken(req, token) : isDirectLoopback(req);
    if (!authorized) {
      res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Forbidden");
      return;
    }
    res.set({ "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" }).send(await metrics.text());
  });
  return router;
}
