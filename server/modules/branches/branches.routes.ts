import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { auditor } from "../audit/actor";
import { listAdminBranches, listBranches, updateBranch } from "./branches.service";

export function branchesRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  return implement(deps, "branches", {
    list: () => listBranches(db),
    adminList: () => listAdminBranches(db),
    // The contract admits the four known slugs only: the audit's read of the row before never meets
    // an arbitrary path segment.
    update: ({ req, params: { slug }, body }) =>
      auditor(db, req)({ action: "update", resource: "branches", id: slug }, (tx) =>
        updateBranch(tx, storage, slug, body),
      ),
  });
}
