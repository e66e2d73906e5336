import { clockOf, randomOf, type AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { setPageHeaders } from "../../lib/paging";
import { assertBranchInScope, branchScope } from "../../middleware/branch-scope";
import { signedIn, staffAccess } from "../../middleware/staff-access";
import { publicForm } from "../../middleware/honeypot";
import { log, safeError } from "../../observability/logger";
import { auditor } from "../audit/actor";
import { drawAvailability } from "./availability.service";
import { handOver, lookupInvoice } from "./counter.service";
import { getDrawSettings, updateDrawSettings } from "./draw-settings.service";
import { decoyWin, enterDraw, type DrawChance } from "./draw.service";
import { allBranches } from "../branches/branches.service";
import { csvHeader, csvRows } from "./entries-csv";
import { eachEntryBatch, searchEntries, setEntryStatus } from "./entries.service";
import { eraseEntry } from "./erasure.service";
import { createPrize, deletePrize, listPrizes, updatePrize } from "./prizes.service";

export function lotteryRoutes(deps: AppDeps) {
  const { db } = deps;
  const chance = (): DrawChance => ({ now: clockOf(deps)(), random: randomOf(deps) });
  return implement(deps, "lottery", {
    // A bot that filled the hidden field is told what a person would be, and nothing is stored.
    enter: publicForm(
      deps,
      (input) => decoyWin(db, input, chance()),
      async (input) => {
        const { win, lastOfPrize } = await enterDraw(db, input, chance());
        // The last one of a prize was won: the cached availability may now have to say the draw is closed.
        if (lastOfPrize)
          deps.content.changed().catch((error) => log.error({ err: safeError(error) }, "content version: bump failed"));
        return win;
      },
    ),
    // Public: the home popup and /win ask before inviting anyone into the draw.
    availability: () => drawAvailability(db, { now: clockOf(deps)() }),
    drawSettings: () => getDrawSettings(db),
    updateDrawSettings: ({ req, body }) =>
      auditor(db, req)({ action: "update", resource: "draw-settings", id: 1 }, (tx) => updateDrawSettings(tx, body)),
    prizes: () => listPrizes(db),
    createPrize: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "prizes" }, (tx) => createPrize(tx, body)),
    updatePrize: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "prizes", id }, (tx) => updatePrize(tx, id, body)),
    removePrize: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "prizes", id }, (tx) => deletePrize(tx, id));
    },
    // The body is always an array (the plain list); search and paging are opt-in query parameters,
    // and the total count of matches travels in X-Total-Count.
    // A branch manager: the entries handed over at their branches.
    entries: async ({ query, req, res }) => {
      const { items, total } = await searchEntries(db, query, branchScope(req));
      setPageHeaders(res, query, total);
      return items;
    },
    exportEntries: async ({ query: { search, branch }, req, res }) => {
      const scope = branchScope(req);
      res.set("Content-Type", "text/csv; charset=utf-8");
      res.set("Content-Disposition", 'attachment; filename="lottery-entries.csv"');
      res.write(csvHeader());
      const branchNames = new Map((await allBranches(db)).map((row) => [row.slug, row.name]));
      for await (const batch of eachEntryBatch(db, { search, branch }, scope)) res.write(csvRows(batch, branchNames));
      res.end();
    },
    lookupInvoice: ({ query: { invoice } }) => lookupInvoice(db, invoice),
    // At a branch of the staff member's own (any branch for the owner); the record names who and where.
    handOver: ({ req, params: { id }, body: { branch } }) => {
      assertBranchInScope(branchScope(req), branch);
      return auditor(db, req)({ action: "hand-over", resource: "lottery-entries", id }, (tx) =>
        // The list names who handed over by their full name (as the account has it now) when it has one.
        handOver(tx, id, branch, { ...signedIn(req), username: staffAccess(req).fullName ?? signedIn(req).username }),
      );
    },
    setEntryStatus: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "status", resource: "lottery-entries", id }, (tx) => setEntryStatus(tx, id, body)),
    // Erasure on the visitor's request: the phone and typed invoice go, the entry stays for the draw. The
    // record says who erased which entry and which fields, never what they held.
    eraseEntry: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "erase", resource: "lottery-entries", id, hidden: ["erasedAt"] }, (tx) =>
        eraseEntry(tx, id),
      );
    },
  });
}
