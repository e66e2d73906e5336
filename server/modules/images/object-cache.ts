import type { ContentVersion } from "../../public-site/content-version";

const MAX_ITEM_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/**
 * Public image files kept in memory once served: a phone's first view asks for several at once,
 * and a file read (or an S3 round trip) per request made the first dish's photo arrive after the
 * page's script. Names are never reused, but a deleted image must stop being served, so the
 * cache follows the content version like the page cache: any admin write, in any process, empties it.
 */
export class ObjectCache {
  private readonly files = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly content: ContentVersion) {
    content.onChange(() => {
      this.files.clear();
      this.bytes = 0;
    });
  }

  get(name: string): Buffer | undefined {
    return this.files.get(name);
  }

  /** True when a file of this size may be kept. */
  fits(size: number): boolean {
    return size <= MAX_ITEM_BYTES;
  }

  /** The version to hand back to `set`: a read that started before a write never fills the cache after it. */
  get version(): number {
    return this.content.current;
  }

  set(name: string, body: Buffer, version: number): void {
    if (version !== this.content.current || !this.fits(body.length) || this.files.has(name)) return;
    // Oldest first out: Map keeps insertion order.
    for (const [oldest, file] of this.files) {
      if (this.bytes + body.length <= MAX_TOTAL_BYTES) break;
      this.files.delete(oldest);
      this.bytes -= file.length;
    }
    this.files.set(name, body);
    this.bytes += body.length;
  }
}
