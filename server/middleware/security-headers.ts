import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { RequestHandler } from "express";

// Features the site never uses are switched off for it and for every frame it embeds.
// Autoplay, fullscreen, encrypted-media and picture-in-picture stay: the video embeds use them.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** On every response, cached or not (HSTS is added per request, on HTTPS only). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

export const HSTS = "max-age=31536000";

/** Headers on every response; HSTS only on HTTPS (a browser ignores it over HTTP anyway). */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.set(SECURITY_HEADERS);
  if (req.secure) res.set("Strict-Transport-Security", HSTS);
  next();
};

/** HTTPS for a request Express never sees (the cached fast path): TLS here, or a trusted proxy's word. */
export function viaHttps(req: IncomingMessage, trustsProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers["x-forwarded-proto"];
  return trustsProxy && typeof proto === "string" && proto.split(",")[0].trim() === "https";
}
