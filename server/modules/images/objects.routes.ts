import express, { Router } from "express";
import { MAX_IMAGE_BYTES, OBJECT_NAME_PATTERN } from "@shared/schema/menu-images";
import type { AppDeps } from "../../app";
import { AppError, notFound } from "../../lib/app-error";
import { LOCAL_UPLOAD_PREFIX, LocalStorage } from "../../storage/local-storage";
import { isUploadProcessed } from "./images.service";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const USED = "تم استخدام رابط الرفع مسبقاً";

/**
 * App-level routes (mounted before /api): the public images, and, for the local-disk backend,
 * the signed PUT the browser uploads to. The PUT needs the raw body, not the JSON parser of /api.
 */
export function objectRoutes({ storage }: AppDeps): Router {
  const router = Router();

  router.get("/objects/:name", async (req, res) => {
    const name = req.params.name;
    if (!OBJECT_NAME_PATTERN.test(name)) throw notFound("الصورة غير موجودة");
    const object = await storage.stream(`images/${name}`);
    if (!object) throw notFound("الصورة غير موجودة");
    // Names are never reused (a new upload gets a new id), so the file can be cached for good.
    res.set({
      "Content-Type": "image/webp",
      "Content-Length": String(object.size),
      "Cache-Control": `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    object.body.on("error", (error) => res.destroy(error));
    object.body.pipe(res);
  });

  if (storage instanceof LocalStorage) {
    const local = storage;
    router.put(
      `${LOCAL_UPLOAD_PREFIX}:id`,
      // The signature is checked before a byte of the body is read.
      (req, res, next) => {
        res.set("Cache-Control", "no-store");
        const verdict = local.verifyUpload(`uploads/${req.params.id}`, req.query.expires, req.query.sig);
        if (verdict === "expired") return next(new AppError("forbidden", "انتهت صلاحية رابط الرفع"));
        if (verdict !== "ok") return next(new AppError("forbidden", "رابط الرفع غير صالح"));
        // Once processed, the raw upload is gone but the URL stays spent.
        isUploadProcessed(local, req.params.id).then(
          (spent) => next(spent ? new AppError("conflict", USED) : undefined),
          next,
        );
      },
      express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }),
      async (req, res) => {
        const key = `uploads/${req.params.id}`;
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (body.length === 0) throw new AppError("bad_request", "الملف المرفوع فارغ");
        if (!(await local.writeOnce(key, body))) throw new AppError("conflict", USED);
        res.status(200).json({ key });
      },
    );
  }

  return router;
}
