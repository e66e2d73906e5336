import { Router } from "express";
import { socialLinkSchema, updateSocialLinkSchema } from "@shared/schema/social-forms";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { createSocialLink, deleteSocialLink, listSocialLinks, updateSocialLink } from "./social.service";

const NOT_FOUND = "الرابط غير موجود";

export function socialRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/social-links", async (_req, res) => {
    res.json(await listSocialLinks(db));
  });

  router.post("/social-links", requireAdmin, async (req, res) => {
    res.status(201).json(await createSocialLink(db, parse(socialLinkSchema, req.body)));
  });

  router.put("/social-links/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await updateSocialLink(db, id, parse(updateSocialLinkSchema, req.body)));
  });

  router.delete("/social-links/:id", requireAdmin, async (req, res) => {
    await deleteSocialLink(db, parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
