import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { signedIn } from "../../middleware/require-admin";
import { attentionCounts, markApplicationsSeen } from "./attention.service";
import { overviewCharts } from "./overview.service";

/** What needs the signed-in administrator's attention, and the overview's charts. */
export function overviewRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "overview", {
    attention: ({ req }) => attentionCounts(db, signedIn(req).id),
    applicationsSeen: async ({ req, res }) => {
      await markApplicationsSeen(db, signedIn(req).id);
      // Opening a list changes nothing visitors see: keep the public caches.
      res.locals.publicContentUnchanged = true;
      return attentionCounts(db, signedIn(req).id);
    },
    charts: () => overviewCharts(db),
  });
}
