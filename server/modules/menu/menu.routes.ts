import { Router, type Request } from "express";
import { menuItemEditSchema, menuItemFormSchema } from "@shared/schema/menu-forms";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { activeRowsOnly, requireAdmin } from "../../middleware/require-admin";
import {
  createMenuItem,
  deleteMenuItem,
  listFeaturedMenuItems,
  listMenuItems,
  updateMenuItem,
} from "./menu.service";

const NOT_FOUND = "الصنف غير موجود";

export function menuRoutes({ db, storage }: AppDeps): Router {
  const router = Router();

  router.get("/menu-items", async (req: Request, res) => {
    res.json(await listMenuItems(db, { includeHidden: !activeRowsOnly(req) }));
  });

  router.get("/menu-items/featured", async (req, res) => {
    res.json(await listFeaturedMenuItems(db, { includeHidden: !activeRowsOnly(req) }));
  });

  router.post("/menu-items", requireAdmin, async (req, res) => {
    res.status(201).json(await createMenuItem(db, parse(menuItemFormSchema, req.body)));
  });

  router.put("/menu-items/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    // A quick toggle and a full edit are the same call: only the fields sent change.
    res.json(await updateMenuItem(db, storage, id, parse(menuItemEditSchema, req.body)));
  });

  router.delete("/menu-items/:id", requireAdmin, async (req, res) => {
    await deleteMenuItem(db, storage, parseId(req.params.id, NOT_FOUND));
    res.json({ success: true });
  });

  return router;
}
