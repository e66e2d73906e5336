import { Router } from "express";
import { updateTermsSchema } from "@shared/schema/terms-forms";
import type { AppDeps } from "../../app";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { getTerms, updateTerms } from "./terms.service";

export function termsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/terms-and-conditions", async (_req, res) => {
    res.json(await getTerms(db));
  });
  router.put("/terms-and-conditions", requireAdmin, async (req, res) => {
    res.json(await updateTerms(db, parse(updateTermsSchema, req.body).content));
  });

  return router;
}
