import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { ContentVersion } from "./content-version";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this a compressed copy is not worth its headers. */
const MIN_COMPRESS_BYTES = 1024;
/** Even unchanged content is rebuilt this often (the footer's year, anything else that follows the clock). */
const MAX_AGE_MS = 5 * 60 * 1000;

export interface FreshResponse {
  status: number;
  type: string;
  body: string | Buffer;
  headers: Record<string, string>;
}

/** A response ready to send many times: the body, its compressed copies and its ETag, made once. */
export interface CachedResponse {
  status: number;
  type: string;
  headers: Record<string, string>;
  etag: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** A strong ETag naming these exact bytes. */
export const etagOf = (body: Buffer) => `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

export async function prepareResponse(fresh: FreshResponse): Promise<CachedResponse> {
  const body = Buffer.isBuffer(fresh.body) ? fresh.body : Buffer.from(fresh.body, "utf8");
  const etag = etagOf(body);
  const prepared: CachedResponse = { status: fresh.status, type: fresh.type, headers: fresh.headers, etag, body };
  if (body.length >= MIN_COMPRESS_BYTES) {
    [prepared.gzip, prepared.br] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
    ]);
  }
  return prepared;
}

interface Slot {
  version: number;
  expiresAt: number;
  response: CachedResponse;
}

/**
 * Public responses (pages and JSON) kept in memory per content version. A write by an admin
 * empties it (ContentVersion); a read that started before the write never fills it afterwards.
 * Concurrent misses for one key share a single computation.
 */
export class ResponseCache {
  private readonly slots = new Map<string, Slot>();
  private readonly pending = new Map<string, Promise<CachedResponse>>();
  hits = 0;
  misses = 0;

  constructor(private readonly version: ContentVersion) {
    version.onChange(() => {
      this.slots.clear();
      this.pending.clear();
    });
  }

  /** The cached response when it is current; never computes. */
  peek(key: string): CachedResponse | undefined {
    const slot = this.slots.get(key);
    if (!slot || slot.version !== this.version.current || slot.expiresAt <= Date.now()) return undefined;
    this.hits += 1;
    return slot.response;
  }

  async get(key: string, compute: () => Promise<FreshResponse>): Promise<CachedResponse> {
    const hot = this.peek(key);
    if (hot) return hot;
    const running = this.pending.get(key);
    if (running) return running;
    this.misses += 1;
    const version = this.version.current;
    const work = compute()
      .then(prepareResponse)
      .then((response) => {
        if (this.version.current === version)
          this.slots.set(key, { version, expiresAt: Date.now() + MAX_AGE_MS, response });
        return response;
      })
      .finally(() => {
        if (this.pending.get(key) === work) this.pending.delete(key);
      });
    this.pending.set(key, work);
    return work;
  }
}
