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

/** A cached response's header lines as writeHead takes them (name, value, ...), made once per response. */
interface HeaderLines {
  notModified: string[];
  identity: string[];
  gzip?: string[];
  br?: string[];
}

const LINES = new WeakMap<CachedResponse, HeaderLines>();

function headerLines(response: CachedResponse): HeaderLines {
  const known = LINES.get(response);
  if (known) return known;
  const { Vary: vary, ...others } = response.headers;
  const common = [...Object.entries(others).flat(), "ETag", response.etag];
  if (response.gzip) common.push("Vary", vary ? `Accept-Encoding, ${vary}` : "Accept-Encoding");
  else if (vary) common.push("Vary", vary);
  const withBody = (body: Buffer, encoding?: "gzip" | "br") => [
    ...common,
    "Content-Type",
    response.type,
    "Content-Length",
    String(body.length),
    ...(encoding ? ["Content-Encoding", encoding] : []),
  ];
  const lines: HeaderLines = {
    notModified: common,
    identity: withBody(response.body),
    gzip: response.gzip && withBody(response.gzip, "gzip"),
    br: response.br && withBody(response.br, "br"),
  };
  LINES.set(response, lines);
  return lines;
}

/**
 * Sends a prepared response: 304 when the client has it, else the body in the best encoding.
 * `extra` are more header lines (name, value, ...). Its headers go to writeHead in one list made once
 * per response: with no header set before (the cached fast path), node writes them as they are, which
 * costs a small answer as much as the rest of its bookkeeping when done header by header.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, response: CachedResponse, extra: string[] = []) {
  const lines = headerLines(response);
  const withExtra = (list: string[]) => (extra.length ? list.concat(extra) : list);
  if (response.status === 200 && notModified(req.headers["if-none-match"], response.etag)) {
    res.writeHead(304, withExtra(lines.notModified));
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"], response);
  const body = encoding === "br" ? response.br! : encoding === "gzip" ? response.gzip! : response.body;
  res.writeHead(response.status, withExtra(lines[encoding ?? "identity"]!));
  res.end(req.method === "HEAD" ? undefined : body);
}
