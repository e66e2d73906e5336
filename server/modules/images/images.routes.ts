import { Router } from "express";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { createUploadUrl, processUpload } from "./images.service";
import { actorOf } from "../audit/actor";
import { diffRows, recordAudit } from "../audit/audit.service";

const processSchema = z.object({
  imageURL: z.string({ error: "رابط الصورة مطلوب" }).trim().min(1, "رابط الصورة مطلوب").max(4000),
});

/** /api routes of the image pipeline (the signed PUT and /objects/* live in objects.routes.ts, outside /api). */
export function imagesRoutes({ db, storage }: AppDeps): Router {
  const router = Router();

  // No row changes here; the record still says who uploaded which image and when.
  router.post("/objects/upload", requireAdmin, async (req, res) => {
    const upload = await createUploadUrl(storage);
    await recordAudit(db, { actor: actorOf(req), action: "upload-url", resource: "images" });
    res.json(upload);
  });

  // Named for menu items, used for offers too (SPEC.md 7.4).
  router.put("/menu-item-images", requireAdmin, async (req, res) => {
    const { imageURL } = parse(processSchema, req.body);
    const image = await processUpload(storage, imageURL);
    await recordAudit(db, {
      actor: actorOf(req),
      action: "create",
      resource: "images",
      changes: diffRows(undefined, image),
    });
    res.json(image);
  });

  return router;
}
