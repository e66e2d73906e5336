import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachedResponse } from "./response-cache";

type Encoding = "br" | "gzip" | undefined;

/** The best encoding the client accepts and we have: Brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined, response: CachedResponse): Encoding {
  if (!acceptEncoding || !response.gzip) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (response.br && weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
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
