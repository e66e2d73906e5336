import { Router, type Request } from "express";
import { menuItemEditSchema, menuItemFormSchema } from "@shared/schema/menu-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { activeRowsOnly, requireAdmin } from "../../middleware/require-admin";
import {
  createMenuItem,
  deleteMenuItem,
  listFeaturedMenuItems,
  listMenuItems,
  MENU_ITEM_NOT_FOUND,
  updateMenuItem,
} from "./menu.service";
import { auditor } from "../audit/actor";

export function menuRoutes({ db, storage }: AppDeps): Router {
  const router = Router();

  router.get("/menu-items", async (req: Request, res) => {
    res.json(await listMenuItems(db, { includeHidden: !activeRowsOnly(req) }));
  });

  router.get("/menu-items/featured", async (req, res) => {
    res.json(await listFeaturedMenuItems(db, { includeHidden: !activeRowsOnly(req) }));
  });

  router.post("/menu-items", requireAdmin, async (req, res) => {
    const input = parse(menuItemFormSchema, req.body);
    res
      .status(201)
      .json(await auditor(db, req)({ action: "create", resource: "menu-items" }, (tx) => createMenuItem(tx, input)));
  });

  router.put("/menu-items/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, MENU_ITEM_NOT_FOUND);
    // A quick toggle and a full edit are the same call: only the fields sent change.
    const input = parse(menuItemEditSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "menu-items", id }, (tx) =>
        updateMenuItem(tx, storage, id, input),
      ),
    );
  });

  router.delete("/menu-items/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, MENU_ITEM_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "menu-items", id }, (tx) => deleteMenuItem(tx, storage, id));
    res.status(204).end();
  });

  return router;
}
