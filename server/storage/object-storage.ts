import type { Readable } from "node:stream";
import type { Router } from "express";
import { VARIANT_WIDTHS } from "@shared/schema/menu-images";

/**
 * Where uploaded and processed images live. Two backends share this contract: local disk under
 * DATA_DIR (default) and S3 (when S3_BUCKET is set); the rest of the server never knows which.
 *
 * Keys are confined to two shapes (see isSafeKey): raw uploads "uploads/<uuid>" written once by
 * a browser through a signed URL, and processed images "images/<name>.webp" written by the server.
 */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** A URL that accepts a PUT of this one key until it expires (15 minutes unless told). */
  createUploadUrl(key: string, options?: { expiresInSeconds?: number; signedAt?: Date }): Promise<string>;
  stat(key: string): Promise<{ size: number } | null>;
  read(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Resolves when the backend can be used (readiness probe); rejects with a short reason. */
  checkReachable(): Promise<void>;
  /**
   * Deletes one processed image, the full WebP and every width variant, by its id (the uuid in
   * "/objects/<id>.webp"). Missing files are not an error. Throws for an id that does not make safe keys.
   */
  removeImage(id: string): Promise<void>;
  /**
   * The route the browser PUTs uploads to, for a backend that receives them itself (local disk);
   * absent when the upload URL points elsewhere (S3). `isSpent` tells an already processed upload.
   */
  uploadRoute?(isSpent: (uploadId: string) => Promise<boolean>): Router;
}

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UPLOAD_KEY = new RegExp(`^uploads/${UUID}$`);
const IMAGE_KEY = new RegExp(`^images/${UUID}(-w\\d{2,4})?\\.webp$`);
const UPLOAD_IN_URL = new RegExp(`/uploads/(${UUID})$`);

export const isUploadKey = (key: string) => UPLOAD_KEY.test(key);
export const isSafeKey = (key: string) => UPLOAD_KEY.test(key) || IMAGE_KEY.test(key);

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`refusing unsafe object key: ${key}`);
}

/**
 * The keys of processed image <id>: the full image first, then its variants (see shared/schema/menu-images.ts).
 * Every key is checked against the image key rule, so an id like "../x" never names anything outside images/.
 */
export function imageKeys(id: string): [full: string, ...variants: string[]] {
  const keys: [string, ...string[]] = [
    `images/${id}.webp`,
    ...VARIANT_WIDTHS.map((width) => `images/${id}-w${width}.webp`),
  ];
  for (const key of keys) {
    if (!IMAGE_KEY.test(key)) throw new Error(`refusing unsafe image id: ${id}`);
  }
  return keys;
}

/**
 * Deletes the keys of imageKeys(id) with the backend's own remove. The full image goes first: while
 * it exists its variants all do (processing writes it last), so a half-done delete never leaves a
 * full image whose srcset points at missing files.
 */
export async function removeImageKeys(id: string, remove: (key: string) => Promise<void>): Promise<void> {
  const [full, ...variants] = imageKeys(id);
  await remove(full);
  await Promise.all(variants.map((key) => remove(key)));
}

/**
 * The upload key named by an upload URL of either backend (".../uploads/<uuid>", query ignored):
 * local "/api/uploads/<uuid>?...", S3 path-style "/<bucket>/uploads/<uuid>" or virtual-host "/uploads/<uuid>".
 */
export function uploadKeyFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, "http://relative.invalid").pathname;
  } catch {
    return null;
  }
  const match = UPLOAD_IN_URL.exec(pathname);
  return match ? `uploads/${match[1]}` : null;
}
