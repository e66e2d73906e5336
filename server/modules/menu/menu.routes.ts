import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { activeRowsOnly } from "../../middleware/require-admin";
import { auditor } from "../audit/actor";
import { createMenuItem, deleteMenuItem, listFeaturedMenuItems, listMenuItems, updateMenuItem } from "./menu.service";

export function menuRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  return implement(deps, "menu", {
    // Like every public list: an admin also gets hidden rows unless ?active=true (the home page asks for that).
    list: ({ req }) => listMenuItems(db, { includeHidden: !activeRowsOnly(req) }),
    featured: ({ req }) => listFeaturedMenuItems(db, { includeHidden: !activeRowsOnly(req) }),
    create: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "menu-items" }, (tx) => createMenuItem(tx, body)),
    // A quick toggle and a full edit are the same call: only the fields sent change.
    update: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "menu-items", id }, (tx) => updateMenuItem(tx, storage, id, body)),
    remove: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "menu-items", id }, (tx) => deleteMenuItem(tx, storage, id));
    },
  });
}
