import type { ErrorBody } from "@shared/api/errors";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Names that always reach the server: a DNS-rebinding page cannot send them (its requests carry
 * its own host name), and the operator's own `curl localhost` keeps working.
 */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

export const UNKNOWN_HOST = "هذا الخادم لا يخدم هذا العنوان";

/** The allowed host names for PUBLIC_URL (its host name plus loopback), or undefined when nothing is configured. */
export function allowedHostsFor(publicUrl: string | undefined): string[] | undefined {
  if (!publicUrl) return undefined;
  return [new URL(publicUrl).hostname.toLowerCase(), ...LOOPBACK_NAMES];
}

/** Whether the request's direct peer is a proxy TRUST_PROXY trusts (Express's compiled "trust proxy fn"). */
export type TrustsPeer = (req: IncomingMessage) => boolean;

/** The host name a request was addressed to, port dropped; X-Forwarded-Host counts only from a trusted proxy, first value as Express reads it. */
export function requestHostname(req: IncomingMessage, trustsPeer: TrustsPeer): string {
  const forwarded = trustsPeer(req) ? req.headers["x-forwarded-host"] : undefined;
  const raw = (typeof forwarded === "string" && forwarded.split(",")[0].trim()) || req.headers.host || "";
  const host = raw.toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0];
}

/**
 * Host allowlist (defeats DNS rebinding): with PUBLIC_URL set, a request for any other host name
 * gets 421 Misdirected Request. Health probes are mounted before it, so a load balancer that
 * calls the pod by its address still sees /healthz and /readyz.
 */
export function hostAllowlist(allowed: string[] | undefined, trustsPeer: TrustsPeer) {
  const names = allowed && new Set(allowed);
  const isAllowed = (req: IncomingMessage) => !names || names.has(requestHostname(req, trustsPeer));
  const refuse = (res: ServerResponse) => {
    res.statusCode = 421;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.end(JSON.stringify({ code: "misdirected", message: UNKNOWN_HOST } satisfies ErrorBody));
  };
  return {
    isAllowed,
    middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) =>
      isAllowed(req) ? next() : refuse(res),
  };
}
