import { routes } from "@shared/api/routes";
import { type AppDeps, clockOf } from "../../deps";
import { assertBranchInScope, branchScope } from "../../middleware/branch-scope";
import { implement } from "../../lib/contract-router";
import { includesHiddenRows } from "../../middleware/staff-access";
import { auditor } from "../audit/actor";
import { branchSlugByName } from "../branches/branches.service";
import * as categories from "./menu-categories.service";
import { setSoldOut } from "./menu-sold-out.service";
import { getSearchSpellings, updateSearchSpellings } from "./menu-search.service";
import {
  createMenuItem,
  deleteMenuItem,
  listFeaturedMenuItems,
  listMenuDetails,
  listMenuItems,
  listShownMenu,
  moveMenuItem,
  updateMenuItem,
} from "./menu.service";

export function menuRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  const now = clockOf(deps);
  return implement(deps, "menu", {
    // Like every public list with hidden rows: the role that manages them gets them too unless ?active=true.
    list: ({ req }) => listMenuItems(db, { includeHidden: includesHiddenRows(req, routes.menu.list), now: now() }),
    featured: ({ req }) =>
      listFeaturedMenuItems(db, { includeHidden: includesHiddenRows(req, routes.menu.featured), now: now() }),
    // The visitor's view for everyone: an admin previewing the site sees what visitors see.
    shown: () => listShownMenu(db, { now: now() }),
    details: () => listMenuDetails(db, { now: now() }),
    create: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "menu-items" }, (tx) => createMenuItem(tx, body, now())),
    // A quick toggle and a full edit are the same call: only the fields sent change.
    update: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "menu-items", id }, (tx) =>
        updateMenuItem(tx, storage, id, body, now()),
      ),
    move: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "move", resource: "menu-items", id }, (tx) =>
        moveMenuItem(tx, id, body.direction, now()),
      ),
    // A branch manager or cashier names one of their branches; "every branch" (no branch) is the owner's.
    soldOut: async ({ req, params: { id }, body }) => {
      const scope = branchScope(req);
      if (!scope.all) assertBranchInScope(scope, body.branch ? await branchSlugByName(db, body.branch) : null);
      return auditor(db, req)(
        { action: body.soldOut ? "sold-out" : "back-in-stock", resource: "menu-items", id },
        (tx) => setSoldOut(tx, id, body, now()),
      );
    },
    remove: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "menu-items", id }, (tx) => deleteMenuItem(tx, storage, id));
    },
    categories: ({ req }) =>
      categories.listCategories(db, { includeHidden: includesHiddenRows(req, routes.menu.categories) }),
    searchSpellings: () => getSearchSpellings(db),
    updateSearchSpellings: ({ req, body }) =>
      auditor(db, req)({ action: "update", resource: "menu-search-settings", id: 1 }, (tx) =>
        updateSearchSpellings(tx, body),
      ),
    createCategory: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "menu-categories" }, (tx) => categories.createCategory(tx, body)),
    updateCategory: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "menu-categories", id }, (tx) =>
        categories.updateCategory(tx, id, body),
      ),
    // One call swaps with the neighbour, so orders stay consistent.
    moveCategory: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "move", resource: "menu-categories", id }, (tx) =>
        categories.moveCategory(tx, id, body.direction),
      ),
    removeCategory: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "menu-categories", id }, (tx) =>
        categories.deleteCategory(tx, id),
      );
    },
  });
}
