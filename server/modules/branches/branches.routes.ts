import type { Request } from "express";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { assertBranchInScope, branchScope, inScope } from "../../middleware/branch-scope";
import { auditor } from "../audit/actor";
import { moveBranch, renameBranch, setBranchClosed } from "./branch-list.service";
import {
  createBranch,
  knownBranch,
  listAdminBranches,
  listBranches,
  listBranchNames,
  updateBranch,
} from "./branches.service";

export function branchesRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  // Every write is recorded against the branch's slug (a new branch's too: it is known before the insert).
  const audit =
    (req: Request, action: string, slug: string) =>
    <T>(write: (tx: Db) => Promise<T>) =>
      auditor(db, req)({ action, resource: "branches", id: slug }, write);
  return implement(deps, "branches", {
    list: () => listBranches(db),
    // A manager sees and edits the branches assigned to them; the owner every branch.
    adminList: async ({ req }) => {
      const scope = branchScope(req);
      return (await listAdminBranches(db)).filter((branch) => inScope(scope, branch.slug));
    },
    // Every branch, whatever the reader's scope: a name is no secret, and history names them all.
    names: () => listBranchNames(db),
    create: ({ req, body }) => audit(req, "create", body.slug)((tx) => createBranch(tx, body)),
    // The branch is read before the audit reads its row: an unknown slug is a 404, never a write.
    update: async ({ req, params: { slug }, body }) => {
      assertBranchInScope(branchScope(req), slug);
      await knownBranch(db, slug);
      return audit(req, "update", slug)((tx) => updateBranch(tx, storage, slug, body));
    },
    rename: async ({ req, params: { slug }, body }) => {
      await knownBranch(db, slug);
      return audit(req, "rename", slug)((tx) => renameBranch(tx, slug, body.name));
    },
    move: async ({ req, params: { slug }, body }) => {
      await knownBranch(db, slug);
      return audit(req, "move", slug)((tx) => moveBranch(tx, slug, body.direction));
    },
    setClosed: async ({ req, params: { slug }, body }) => {
      await knownBranch(db, slug);
      return audit(req, body.closed ? "close" : "reopen", slug)((tx) => setBranchClosed(tx, slug, body.closed));
    },
  });
}
