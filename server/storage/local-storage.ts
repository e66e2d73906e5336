import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Router } from "express";
import { LOCAL_UPLOAD_PREFIX, localUploadRoute } from "./local-upload-route";
import {
  assertSafeKey,
  isUploadKey,
  removeImageKeys,
  UPLOAD_URL_TTL_SECONDS,
  type ObjectStorage,
} from "./object-storage";

/** Where local objects live: <dataDir>/objects (the backup reads and the restore writes it too). */
export const localObjectsDir = (dataDir: string) => path.resolve(dataDir, "objects");

/**
 * Objects as files under <dataDir>/objects. Upload URLs are HMAC-signed with the session secret
 * over (method, key, expiry), so a URL cannot be replayed for another key or after it expires.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = "local" as const;
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly secret: string,
  ) {
    this.root = localObjectsDir(dataDir);
  }

  uploadRoute(isSpent: (uploadId: string) => Promise<boolean>): Router {
    return localUploadRoute(this, isSpent);
  }

  async checkReachable(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true });
    await fs.promises.access(this.root, fs.constants.W_OK);
  }

  private fileOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  private sign(key: string, expires: number): string {
    return crypto.createHmac("sha256", this.secret).update(`PUT\n${key}\n${expires}`).digest("base64url");
  }

  async createUploadUrl(key: string, options: { expiresInSeconds?: number; signedAt?: Date } = {}) {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    const from = options.signedAt?.getTime() ?? Date.now();
    const expires = Math.floor(from / 1000) + (options.expiresInSeconds ?? UPLOAD_URL_TTL_SECONDS);
    const id = key.slice("uploads/".length);
    return `${LOCAL_UPLOAD_PREFIX}${id}?expires=${expires}&sig=${this.sign(key, expires)}`;
  }

  /** "ok", or why the signed URL is refused. */
  verifyUpload(key: string, expires: unknown, sig: unknown, now = Date.now()): "ok" | "invalid" | "expired" {
    if (!isUploadKey(key) || typeof expires !== "string" || typeof sig !== "string" || !/^\d{1,12}$/.test(expires)) {
      return "invalid";
    }
    const expected = Buffer.from(this.sign(key, Number(expires)));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return "invalid";
    return Number(expires) * 1000 < now ? "expired" : "ok";
  }

  /** Writes an upload once: a second PUT to the same signed URL is refused (returns false). */
  async writeOnce(key: string, body: Buffer): Promise<boolean> {
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.promises.writeFile(file, body, { flag: "wx" });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  }

  async stat(key: string) {
    try {
      const info = await fs.promises.stat(this.fileOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async read(key: string) {
    try {
      return await fs.promises.readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async stream(key: string): Promise<{ body: Readable; size: number } | null> {
    const info = await this.stat(key);
    if (!info) return null;
    return { body: fs.createReadStream(this.fileOf(key)), size: info.size };
  }

  async write(key: string, body: Buffer, _contentType: string) {
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${file}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    await fs.promises.writeFile(temp, body);
    await fs.promises.rename(temp, file);
  }

  async remove(key: string) {
    await fs.promises.rm(this.fileOf(key), { force: true });
  }

  async removeImage(id: string) {
    await removeImageKeys(id, (key) => this.remove(key));
  }
}
