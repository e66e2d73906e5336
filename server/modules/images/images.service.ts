import crypto from "node:crypto";
import sharp from "sharp";
import type { ProcessedImageDto } from "@shared/api/images.contract";
import { FULL_WIDTH, imagePath, MAX_IMAGE_BYTES, VARIANT_WIDTHS, variantPath } from "@shared/schema/menu-images";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { uploadKeyFromUrl, type ObjectStorage } from "../../storage/object-storage";
import { type Actor, diffRows, recordAudit } from "../audit/audit.service";

// Raster formats a browser shows and sharp decodes. SVG is left out on purpose: it can carry scripts.
const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
// A decompression bomb (a tiny file that decodes to gigapixels) is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE = "الملف المرفوع ليس صورة صالحة (يُقبل JPEG أو PNG أو WebP أو GIF أو AVIF)";
export const TOO_LARGE = "حجم الصورة أكبر من 10 ميغابايت";

/**
 * A signed URL for one upload. No row changes here; the audit log still says who asked for an
 * upload and when.
 */
export async function createUploadUrl(db: Db, storage: ObjectStorage, actor: Actor): Promise<{ uploadURL: string }> {
  const uploadURL = await storage.createUploadUrl(`uploads/${crypto.randomUUID()}`);
  await recordAudit(db, { actor, action: "upload-url", resource: "images" });
  return { uploadURL };
}

const webp = (input: Buffer, width: number) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate() // apply EXIF orientation; metadata (GPS included) is not copied
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

type Processed = ProcessedImageDto;

// Calls for one missing copy in this process share one resize.
const variantsInFlight = new Map<string, Promise<Buffer | null>>();

/**
 * A width variant that an image lacks because it was processed before that width joined
 * VARIANT_WIDTHS: made from its full image, stored, and answered; null when there is no such
 * image or width. An image deleted meanwhile (its full file goes first) keeps no stray copy.
 */
export function missingVariant(storage: ObjectStorage, id: string, width: number): Promise<Buffer | null> {
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return Promise.resolve(null);
  const key = `images/${id}-w${width}.webp`;
  let running = variantsInFlight.get(key);
  if (!running) {
    running = makeVariant(storage, id, width, key).finally(() => variantsInFlight.delete(key));
    variantsInFlight.set(key, running);
  }
  return running;
}

async function makeVariant(storage: ObjectStorage, id: string, width: number, key: string): Promise<Buffer | null> {
  const full = await storage.read(imageKey(id));
  if (!full) return null;
  const body = await webp(full, width);
  await storage.write(key, body, "image/webp");
  if (await storage.stat(imageKey(id))) return body;
  await storage.remove(key);
  return null;
}

// The upload's own id names the image, so processing one upload twice (a retry, a double click,
// another process) can only ever make the same files: one URL, one upload, one image.
const processed = (id: string): Processed => ({
  objectPath: imagePath(id),
  variants: Object.fromEntries(VARIANT_WIDTHS.map((width) => [width, variantPath(id, width)])),
});
const imageKey = (uploadId: string) => `images/${uploadId}.webp`;

/** Whether the upload with this id has already become an image (then its signed URL is spent). */
export async function isUploadProcessed(storage: ObjectStorage, uploadId: string): Promise<boolean> {
  return !!(await storage.stat(imageKey(uploadId)));
}

// Calls for one upload in this process share one processing instead of decoding it in parallel.
const inFlight = new Map<string, Promise<Processed>>();

/**
 * Processes an upload (see processUpload) and records in the audit log who added which image.
 */
export async function addImage(db: Db, storage: ObjectStorage, actor: Actor, imageURL: string): Promise<Processed> {
  const image = await processUpload(storage, imageURL);
  await recordAudit(db, { actor, action: "create", resource: "images", changes: diffRows(undefined, image) });
  return image;
}

/**
 * Checks the uploaded object really is a raster image within the size limit, writes the full
 * WebP and its width variants (see shared/schema/menu-images.ts for the names), and removes the
 * raw upload. Idempotent: calling it again for a processed upload answers the same image.
 */
function processUpload(storage: ObjectStorage, imageURL: string): Promise<Processed> {
  const key = uploadKeyFromUrl(imageURL);
  if (!key) return Promise.reject(new AppError("bad_request", "رابط الصورة المرفوعة غير صالح"));
  let running = inFlight.get(key);
  if (!running) {
    running = processOnce(storage, key).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

async function processOnce(storage: ObjectStorage, key: string): Promise<Processed> {
  const id = key.slice("uploads/".length);
  const gone = async () => {
    if (await isUploadProcessed(storage, id)) return processed(id);
    throw new AppError("not_found", "الصورة المرفوعة غير موجودة");
  };
  if (await isUploadProcessed(storage, id)) {
    // A PUT to the spent URL (possible on S3, whose signed URLs the app cannot revoke) is dropped.
    await storage.remove(key);
    return processed(id);
  }
  const info = await storage.stat(key);
  if (!info) return gone();
  if (info.size > MAX_IMAGE_BYTES) {
    await storage.remove(key);
    throw new AppError("too_large", TOO_LARGE);
  }
  const original = await storage.read(key);
  if (!original) return gone();

  const images = await encode(original, id).catch(async () => {
    await storage.remove(key);
    throw new AppError("unsupported_media", NOT_AN_IMAGE);
  });
  // From here a failure is the storage's, not the file's: it reaches the error handler (a logged
  // 500, never "not an image") and the raw upload stays, so the same call can be retried.
  for (const [imageKeyName, body] of images) await storage.write(imageKeyName, body, "image/webp");
  await storage.remove(key);
  return processed(id);
}

/** Decodes and re-encodes the upload; throws for anything that is not a raster image. The full image comes last. */
async function encode(original: Buffer, id: string): Promise<[string, Buffer][]> {
  const meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.format || !RASTER_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error("not raster");
  const images: [string, Buffer][] = [];
  for (const width of VARIANT_WIDTHS) images.push([`images/${id}-w${width}.webp`, await webp(original, width)]);
  // Written last: once the full image exists, every srcset entry it implies exists too.
  images.push([imageKey(id), await webp(original, FULL_WIDTH)]);
  return images;
}
