import { Router } from "express";
import { socialLinkSchema, updateSocialLinkSchema } from "@shared/schema/social-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import {
  createSocialLink,
  deleteSocialLink,
  listSocialLinks,
  updateSocialLink,
  LINK_NOT_FOUND,
} from "./social.service";
import { auditor } from "../audit/actor";

export function socialRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/social-links", async (_req, res) => {
    res.json(await listSocialLinks(db));
  });

  router.post("/social-links", requireAdmin, async (req, res) => {
    const input = parse(socialLinkSchema, req.body);
    res
      .status(201)
      .json(
        await auditor(db, req)({ action: "create", resource: "social-links" }, (tx) => createSocialLink(tx, input)),
      );
  });

  router.put("/social-links/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, LINK_NOT_FOUND);
    const input = parse(updateSocialLinkSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "social-links", id }, (tx) =>
        updateSocialLink(tx, id, input),
      ),
    );
  });

  router.delete("/social-links/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, LINK_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "social-links", id }, (tx) => deleteSocialLink(tx, id));
    res.status(204).end();
  });

  return router;
}
