import express, { Router } from "express";
import { MAX_IMAGE_BYTES } from "@shared/schema/menu-images";
import { AppError } from "../lib/app-error";

/** The path of the signed PUT endpoint; LocalStorage signs URLs under it. */
export const LOCAL_UPLOAD_PREFIX = "/api/uploads/";

/** What the route needs of the local backend (kept narrow so the two files do not import each other). */
interface SignedUploads {
  verifyUpload(key: string, expires: unknown, sig: unknown): "ok" | "invalid" | "expired";
  writeOnce(key: string, body: Buffer): Promise<boolean>;
}

const USED = "تم استخدام رابط الرفع مسبقاً";

/**
 * The signed PUT the browser uploads to when images live on local disk (S3 takes the PUT itself).
 * Mounted at app level, before /api's JSON parser, since it needs the raw body. `isSpent` says
 * whether an upload was already processed: its raw file is gone then, but the URL stays spent.
 */
export function localUploadRoute(storage: SignedUploads, isSpent: (uploadId: string) => Promise<boolean>): Router {
  const router = Router();
  router.put(
    `${LOCAL_UPLOAD_PREFIX}:id`,
    // The signature is checked before a byte of the body is read.
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      const verdict = storage.verifyUpload(`uploads/${req.params.id}`, req.query.expires, req.query.sig);
      if (verdict === "expired") return next(new AppError("forbidden", "انتهت صلاحية رابط الرفع"));
      if (verdict !== "ok") return next(new AppError("forbidden", "رابط الرفع غير صالح"));
      isSpent(req.params.id).then((spent) => next(spent ? new AppError("conflict", USED) : undefined), next);
    },
    express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }),
    async (req, res) => {
      const key = `uploads/${req.params.id}`;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (body.length === 0) throw new AppError("bad_request", "الملف المرفوع فارغ");
      if (!(await storage.writeOnce(key, body))) throw new AppError("conflict", USED);
      res.status(200).json({ key });
    },
  );
  return router;
}
