import { Router } from "express";
import { offerEditSchema, offerFormSchema } from "@shared/schema/offers-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { activeRowsOnly, requireAdmin } from "../../middleware/require-admin";
import { createOffer, deleteOffer, listOffers, updateOffer, OFFER_NOT_FOUND } from "./offers.service";
import { auditor } from "../audit/actor";

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
    const input = parse(offerFormSchema, req.body);
    res
      .status(201)
      .json(await auditor(db, req)({ action: "create", resource: "offers" }, (tx) => createOffer(tx, input)));
  });

  router.put("/offers/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, OFFER_NOT_FOUND);
    // The visibility toggle and a full edit are the same call: only the fields sent change.
    const input = parse(offerEditSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "offers", id }, (tx) => updateOffer(tx, storage, id, input)),
    );
  });

  router.delete("/offers/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, OFFER_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "offers", id }, (tx) => deleteOffer(tx, storage, id));
    res.status(204).end();
  });

  return router;
}
