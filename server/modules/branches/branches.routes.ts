import { Router } from "express";
import { branchEditSchema } from "@shared/schema/branches-forms";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { knownBranch, listAdminBranches, listBranches, updateBranch } from "./branches.service";
import { auditor } from "../audit/actor";

export function branchesRoutes({ db, storage }: AppDeps): Router {
  const router = Router();

  router.get("/branches", async (_req, res) => {
    res.json(await listBranches(db));
  });

  router.get("/admin/branches", requireAdmin, async (_req, res) => {
    res.json(await listAdminBranches(db));
  });

  router.put("/branches/:slug", requireAdmin, async (req, res) => {
    const slug = String(req.params.slug);
    // Known slugs only: the audit's read of the row before must never meet an arbitrary path segment.
    knownBranch(slug);
    const input = parse(branchEditSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "branches", id: slug }, (tx) =>
        updateBranch(tx, storage, slug, input),
      ),
    );
  });

  return router;
}
