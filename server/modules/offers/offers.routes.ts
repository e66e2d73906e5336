import { Router } from "express";
import { offerFormSchema, offerToggleSchema } from "@shared/schema/offers-forms";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { activeRowsOnly, requireAdmin } from "../../middleware/require-admin";
import { createOffer, deleteOffer, listOffers, updateOffer } from "./offers.service";

const NOT_FOUND = "العرض غير موجود";

// A body without "title" is the table's visibility toggle ({isActive}); with it, a full edit.
const isToggleBody = (body: unknown) => !!body && typeof body === "object" && !("title" in body);

export function offersRoutes({ db, storage }: AppDeps): Router {
  const router = Router();

  // Like every public list: an admin also gets hidden rows unless ?active=true (the home page asks for that).
  router.get("/offers", async (req, res) => {
    res.json(await listOffers(db, { includeHidden: !activeRowsOnly(req) }));
  });

  router.get("/admin/offers", requireAdmin, async (_req, res) => {
    res.json(await listOffers(db, { includeHidden: true }));
  });

  router.post("/offers", requireAdmin, async (req, res) => {
    res.status(201).json(await createOffer(db, parse(offerFormSchema, req.body)));
  });

  router.put("/offers/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    const input = isToggleBody(req.body) ? parse(offerToggleSchema, req.body) : parse(offerFormSchema, req.body);
    res.json(await updateOffer(db, storage, id, input));
  });

  router.delete("/offers/:id", requireAdmin, async (req, res) => {
    await deleteOffer(db, storage, parseId(req.params.id, NOT_FOUND));
    res.json({ success: true });
  });

  return router;
}
