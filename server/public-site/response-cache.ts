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
  /**
   * When the content changes by itself (an offer's schedule, a sold-out reset), in ms since the epoch:
   * the cached copy ends then, and no Cache-Control lifetime reaches past it.
   */
  validUntil?: number;
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
  validUntil?: number;
}

/** A strong ETag naming these exact bytes. */
export const etagOf = (body: Buffer) => `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

export async function prepareResponse(fresh: FreshResponse): Promise<CachedResponse> {
  const body = Buffer.isBuffer(fresh.body) ? fresh.body : Buffer.from(fresh.body, "utf8");
  const etag = etagOf(body);
  const prepared: CachedResponse = { status: fresh.status, type: fresh.type, headers: fresh.headers, etag, body };
  if (fresh.validUntil !== undefined) prepared.validUntil = fresh.validUntil;
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

  constructor(
    private readonly version: ContentVersion,
    /** The app's clock (tests move it to cross a schedule's boundary). */
    private readonly now: () => number = Date.now,
  ) {
    version.onChange(() => {
      this.slots.clear();
      this.pending.clear();
    });
  }

  /** The cached response when it is current; never computes. */
  peek(key: string): CachedResponse | undefined {
    const slot = this.slots.get(key);
    if (!slot || slot.version !== this.version.current || slot.expiresAt <= this.now()) return undefined;
    this.hits += 1;
    return withLifetimeCapped(slot.response, this.now());
  }

  async get(key: string, compute: () => Promise<FreshResponse>): Promise<CachedResponse> {
    const hot = this.peek(key);
    if (hot) return hot;
    const running = this.pending.get(key);
    if (running) return withLifetimeCapped(await running, this.now());
    this.misses += 1;
    const version = this.version.current;
    const work = compute()
      .then(prepareResponse)
      .then((response) => {
        const expiresAt = Math.min(this.now() + MAX_AGE_MS, response.validUntil ?? Infinity);
        if (this.version.current === version) this.slots.set(key, { version, expiresAt, response });
        return response;
      })
      .finally(() => {
        if (this.pending.get(key) === work) this.pending.delete(key);
      });
    this.pending.set(key, work);
    return withLifetimeCapped(await work, this.now());
  }
}

/**
 * The response with its Cache-Control lifetimes cut to what is left before it stops being valid:
 * max-age and s-maxage at most the seconds left, stale-while-revalidate at most what remains after
 * them, so no browser or CDN shows it past the boundary.
 */
function withLifetimeCapped(response: CachedResponse, now: number): CachedResponse {
  const control = response.headers["Cache-Control"];
  if (response.validUntil === undefined || !control) return response;
  const left = Math.max(0, Math.floor((response.validUntil - now) / 1000));
  let fresh = 0;
  const capped = control.replace(/\b(max-age|s-maxage)=(\d+)/g, (_, name: string, seconds: string) => {
    const value = Math.min(Number(seconds), left);
    fresh = Math.max(fresh, value);
    return `${name}=${value}`;
  });
  const withStale = capped.replace(
    /\bstale-while-revalidate=(\d+)/,
    (_, seconds: string) => `stale-while-revalidate=${Math.min(Number(seconds), left - fresh)}`,
  );
  return withStale === control
    ? response
    : { ...response, headers: { ...response.headers, "Cache-Control": withStale } };
}
