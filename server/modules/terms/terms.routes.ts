import { Router } from "express";
import { updateTermsSchema } from "@shared/schema/terms-forms";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { getTerms, updateTerms } from "./terms.service";
import { auditor } from "../audit/actor";

export function termsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/terms-and-conditions", async (_req, res) => {
    res.json(await getTerms(db));
  });
  router.put("/terms-and-conditions", requireAdmin, async (req, res) => {
    const input = parse(updateTermsSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "terms-and-conditions", id: 1 }, (tx) =>
        updateTerms(tx, input),
      ),
    );
  });

  return router;
}
