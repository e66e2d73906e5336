import { Router } from "express";
import { offerEditSchema, offerFormSchema } from "@shared/schema/offers-forms";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { activeRowsOnly, requireAdmin } from "../../middleware/require-admin";
import { createOffer, deleteOffer, listOffers, updateOffer } from "./offers.service";

const NOT_FOUND = "العرض غير موجود";

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
    // The visibility toggle and a full edit are the same call: only the fields sent change.
    res.json(await updateOffer(db, storage, id, parse(offerEditSchema, req.body)));
  });

  router.delete("/offers/:id", requireAdmin, async (req, res) => {
    await deleteOffer(db, storage, parseId(req.params.id, NOT_FOUND));
    res.json({ success: true });
  });

  return router;
}
