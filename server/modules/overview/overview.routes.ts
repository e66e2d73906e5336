import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { branchScope } from "../../middleware/branch-scope";
import { signedIn } from "../../middleware/staff-access";
import { attentionCounts, markApplicationsSeen } from "./attention.service";
import { overviewCharts } from "./overview.service";

/** What needs the signed-in staff member's attention, and the overview's charts, both within their branches. */
export function overviewRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "overview", {
    attention: ({ req }) => attentionCounts(db, signedIn(req).id, branchScope(req)),
    applicationsSeen: async ({ req, res }) => {
      await markApplicationsSeen(db, signedIn(req).id);
      // Opening a list changes nothing visitors see: keep the public caches.
      res.locals.publicContentUnchanged = true;
      return attentionCounts(db, signedIn(req).id, branchScope(req));
    },
    charts: ({ req }) => overviewCharts(db, branchScope(req)),
  });
}
