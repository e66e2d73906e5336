import { Router } from "express";
import { z } from "zod";
import type { AppDeps } from "../../app";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { createUploadUrl, processUpload } from "./images.service";

const processSchema = z.object({ imageURL: z.string({ error: "رابط الصورة مطلوب" }).trim().min(1, "رابط الصورة مطلوب").max(4000) });

/** /api routes of the image pipeline (the signed PUT and /objects/* live in objects.routes.ts, outside /api). */
export function imagesRoutes({ storage }: AppDeps): Router {
  const router = Router();

  router.post("/objects/upload", requireAdmin, async (_req, res) => {
    res.json(await createUploadUrl(storage));
  });

  // Named for menu items, used for offers too (SPEC.md 7.4).
  router.put("/menu-item-images", requireAdmin, async (req, res) => {
    const { imageURL } = parse(processSchema, req.body);
    res.json(await processUpload(storage, imageURL));
  });

  return router;
}
