import { Router } from "express";
import { areaSchema, governorateSchema, listQuerySchema, updateAreaSchema, updateGovernorateSchema } from "@shared/schema/recruitment-forms";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { activeOnly, isAdmin, requireAdmin } from "../../middleware/require-admin";
import * as places from "./places.service";

export function placesRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/governorates", async (req, res) => {
    const query = parse(listQuerySchema, req.query);
    res.json(await places.listGovernorates(db, activeOnly(isAdmin(req), query.active)));
  });
  router.post("/governorates", requireAdmin, async (req, res) => {
    res.status(201).json(await places.createGovernorate(db, parse(governorateSchema, req.body)));
  });
  router.put("/governorates/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, "المحافظة غير موجودة");
    res.json(await places.updateGovernorate(db, id, parse(updateGovernorateSchema, req.body)));
  });
  router.delete("/governorates/:id", requireAdmin, async (req, res) => {
    await places.deleteGovernorate(db, parseId(req.params.id, "المحافظة غير موجودة"));
    res.status(204).end();
  });

  router.get("/areas", async (req, res) => {
    const query = parse(listQuerySchema, req.query);
    res.json(await places.listAreas(db, activeOnly(isAdmin(req), query.active), query.governorateId));
  });
  router.post("/areas", requireAdmin, async (req, res) => {
    res.status(201).json(await places.createArea(db, parse(areaSchema, req.body)));
  });
  router.put("/areas/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, "المنطقة غير موجودة");
    res.json(await places.updateArea(db, id, parse(updateAreaSchema, req.body)));
  });
  router.delete("/areas/:id", requireAdmin, async (req, res) => {
    await places.deleteArea(db, parseId(req.params.id, "المنطقة غير موجودة"));
    res.status(204).end();
  });

  return router;
}
