import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachedResponse } from "./response-cache";

type Encoding = "br" | "gzip" | undefined;

/** Whether an Accept-Encoding value takes Brotli and gzip. */
function parseAccepted(acceptEncoding: string): { br: boolean; gzip: boolean } {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  return { br: weight("br") > 0, gzip: weight("gzip") > 0 };
}

// Browsers send a handful of distinct Accept-Encoding values, each on every request: parsing one
// costs more than the rest of a cached answer's bookkeeping, so each is parsed once. Bounded, so
// a client that sends a new value each time cannot grow it.
const ACCEPTED = new Map<string, { br: boolean; gzip: boolean }>();
const ACCEPTED_LIMIT = 64;

/** The best encoding the client accepts and we have: Brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined, response: CachedResponse): Encoding {
  if (!acceptEncoding || !response.gzip) return undefined;
  let accepted = ACCEPTED.get(acceptEncoding);
  if (!accepted) {
    accepted = parseAccepted(acceptEncoding);
    if (ACCEPTED.size >= ACCEPTED_LIMIT) ACCEPTED.clear();
    ACCEPTED.set(acceptEncoding, accepted);
  }
  if (response.br && accepted.br) return "br";
  if (accepted.gzip) return "gzip";
  return undefined;
}

/** True when the client's If-None-Match names this response (weak comparison, as for GET). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Sends a prepared response: 304 when the client has it, else the body in the best encoding. */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  response: CachedResponse,
  extra: Record<string, string> = {},
): void {
  const headers: Record<string, string | number> = { ...response.headers, ...extra, ETag: response.etag };
  if (response.gzip) headers.Vary = headers.Vary ? `Accept-Encoding, ${headers.Vary}` : "Accept-Encoding";
  if (response.status === 200 && notModified(req.headers["if-none-match"], response.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"], response);
  const body = encoding === "br" ? response.br! : encoding === "gzip" ? response.gzip! : response.body;
  headers["Content-Type"] = response.type;
  headers["Content-Length"] = body.length;
  if (encoding) headers["Content-Encoding"] = encoding;
  res.writeHead(response.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
