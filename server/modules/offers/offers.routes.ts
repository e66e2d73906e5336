import { routes } from "@shared/api/routes";
import { type AppDeps, clockOf } from "../../deps";
import { implement } from "../../lib/contract-router";
import { includesHiddenRows } from "../../middleware/staff-access";
import { auditor } from "../audit/actor";
import { createOffer, deleteOffer, listOffers, listOffersWithState, updateOffer } from "./offers.service";

export function offersRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  const now = clockOf(deps);
  return implement(deps, "offers", {
    // Like every public list with hidden rows: the role that manages them gets them too unless ?active=true.
    list: ({ req }) => listOffers(db, { includeHidden: includesHiddenRows(req, routes.offers.list), now: now() }),
    adminList: () => listOffersWithState(db, now()),
    create: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "offers" }, (tx) => createOffer(tx, body)),
    // The visibility toggle and a full edit are the same call: only the fields sent change.
    update: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "offers", id }, (tx) => updateOffer(tx, storage, id, body)),
    remove: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "offers", id }, (tx) => deleteOffer(tx, storage, id));
    },
  });
}
