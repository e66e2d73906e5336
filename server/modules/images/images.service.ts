import crypto from "node:crypto";
import sharp from "sharp";
import { FULL_WIDTH, imagePath, MAX_IMAGE_BYTES, VARIANT_WIDTHS, variantPath } from "@shared/schema/menu-images";
import { AppError } from "../../lib/app-error";
import { uploadKeyFromUrl, type ObjectStorage } from "../../storage/object-storage";

// Raster formats a browser shows and sharp decodes. SVG is left out on purpose: it can carry scripts.
const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
// A decompression bomb (a tiny file that decodes to gigapixels) is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE = "الملف المرفوع ليس صورة صالحة (يُقبل JPEG أو PNG أو WebP أو GIF أو AVIF)";
export const TOO_LARGE = "حجم الصورة أكبر من 10 ميغابايت";

export async function createUploadUrl(storage: ObjectStorage): Promise<{ uploadURL: string }> {
  const uploadURL = await storage.createUploadUrl(`uploads/${crypto.randomUUID()}`);
  return { uploadURL };
}

const webp = (input: Buffer, width: number) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate() // apply EXIF orientation; metadata (GPS included) is not copied
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

/**
 * Checks the uploaded object really is a raster image within the size limit, writes the full
 * WebP and its width variants (see shared/schema/menu-images.ts for the names), and removes the
 * raw upload, so a signed upload URL is consumed by exactly one successful processing.
 */
export async function processUpload(storage: ObjectStorage, imageURL: string): Promise<{ objectPath: string; variants: Record<number, string> }> {
  const key = uploadKeyFromUrl(imageURL);
  if (!key) throw new AppError("bad_request", "رابط الصورة المرفوعة غير صالح");
  const info = await storage.stat(key);
  if (!info) throw new AppError("not_found", "الصورة المرفوعة غير موجودة");
  if (info.size > MAX_IMAGE_BYTES) {
    await storage.remove(key);
    throw new AppError("too_large", TOO_LARGE);
  }
  const original = await storage.read(key);
  if (!original) throw new AppError("not_found", "الصورة المرفوعة غير موجودة");

  try {
    const meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !RASTER_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error("not raster");
    const id = crypto.randomUUID();
    const variants: Record<number, string> = {};
    for (const width of VARIANT_WIDTHS) {
      await storage.write(`images/${id}-w${width}.webp`, await webp(original, width), "image/webp");
      variants[width] = variantPath(id, width);
    }
    // The full image last: once it exists, every srcset entry it implies exists too.
    await storage.write(`images/${id}.webp`, await webp(original, FULL_WIDTH), "image/webp");
    return { objectPath: imagePath(id), variants };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("unsupported_media", NOT_AN_IMAGE);
  } finally {
    await storage.remove(key);
  }
}
