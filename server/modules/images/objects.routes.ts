import { Router } from "express";
import { parseObjectName } from "@shared/schema/menu-images";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { isUploadProcessed, missingVariant } from "./images.service";
import { ObjectCache } from "./object-cache";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMAGE_NOT_FOUND = "الصورة غير موجودة";

/**
 * App-level routes (mounted before /api): the public images, and the upload route of a storage
 * backend that receives uploads itself (local disk). That PUT needs the raw body, not /api's JSON parser.
 */
export function objectRoutes({ storage, content }: AppDeps): Router {
  const router = Router();

  const cache = new ObjectCache(content);
  router.get("/objects/:name", async (req, res) => {
    const name = req.params.name;
    const parsed = parseObjectName(name);
    if (!parsed) throw notFound(IMAGE_NOT_FOUND);
    // Names are never reused (a new upload gets a new id), so the file can be cached for good.
    const headers = (size: number) => ({
      "Content-Type": "image/webp",
      "Content-Length": String(size),
      "Cache-Control": `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    const kept = cache.get(name);
    if (kept) {
      res.set(headers(kept.length)).end(kept);
      return;
    }
    const version = cache.version;
    const object = await storage.stream(`images/${name}`);
    if (!object) {
      const made = parsed.width ? await missingVariant(storage, parsed.id, parsed.width) : null;
      if (!made) throw notFound(IMAGE_NOT_FOUND);
      cache.set(name, made, version);
      res.set(headers(made.length)).end(made);
      return;
    }
    if (!cache.fits(object.size)) {
      res.set(headers(object.size));
      object.body.on("error", (error) => res.destroy(error));
      object.body.pipe(res);
      return;
    }
    const body = Buffer.concat(await object.body.toArray());
    cache.set(name, body, version);
    res.set(headers(body.length)).end(body);
  });

  const upload = storage.uploadRoute?.((uploadId) => isUploadProcessed(storage, uploadId));
  if (upload) router.use(upload);

  return router;
}
