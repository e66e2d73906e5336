import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { assertBranchInScope, branchScope, inScope } from "../../middleware/branch-scope";
import { auditor } from "../audit/actor";
import { listAdminBranches, listBranches, updateBranch } from "./branches.service";

export function branchesRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  return implement(deps, "branches", {
    list: () => listBranches(db),
    // A manager sees and edits the branches assigned to them; the owner every branch.
    adminList: async ({ req }) => {
      const scope = branchScope(req);
      return (await listAdminBranches(db)).filter((branch) => inScope(scope, branch.slug));
    },
    // The contract admits the four known slugs only: the audit's read of the row before never meets
    // an arbitrary path segment.
    update: ({ req, params: { slug }, body }) => {
      assertBranchInScope(branchScope(req), slug);
      return auditor(db, req)({ action: "update", resource: "branches", id: slug }, (tx) =>
        updateBranch(tx, storage, slug, body),
      );
    },
  });
}
