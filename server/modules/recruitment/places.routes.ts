import { Router } from "express";
import {
  areaSchema,
  governorateSchema,
  areasQuerySchema,
  updateAreaSchema,
  updateGovernorateSchema,
} from "@shared/schema/recruitment-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { activeRowsOnly, requireAdmin } from "../../middleware/require-admin";
import * as places from "./places.service";
import { auditor } from "../audit/actor";

export function placesRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/governorates", async (req, res) => {
    res.json(await places.listGovernorates(db, activeRowsOnly(req)));
  });
  router.post("/governorates", requireAdmin, async (req, res) => {
    const input = parse(governorateSchema, req.body);
    res
      .status(201)
      .json(
        await auditor(db, req)({ action: "create", resource: "governorates" }, (tx) =>
          places.createGovernorate(tx, input),
        ),
      );
  });
  router.put("/governorates/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, places.GOVERNORATE_NOT_FOUND);
    const input = parse(updateGovernorateSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "governorates", id }, (tx) =>
        places.updateGovernorate(tx, id, input),
      ),
    );
  });
  router.delete("/governorates/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, places.GOVERNORATE_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "governorates", id }, (tx) =>
      places.deleteGovernorate(tx, id),
    );
    res.status(204).end();
  });

  router.get("/areas", async (req, res) => {
    const query = parse(areasQuerySchema, req.query);
    res.json(await places.listAreas(db, activeRowsOnly(req), query.governorateId));
  });
  router.post("/areas", requireAdmin, async (req, res) => {
    const input = parse(areaSchema, req.body);
    res
      .status(201)
      .json(await auditor(db, req)({ action: "create", resource: "areas" }, (tx) => places.createArea(tx, input)));
  });
  router.put("/areas/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, places.AREA_NOT_FOUND);
    const input = parse(updateAreaSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "areas", id }, (tx) => places.updateArea(tx, id, input)),
    );
  });
  router.delete("/areas/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, places.AREA_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "areas", id }, (tx) => places.deleteArea(tx, id));
    res.status(204).end();
  });

  return router;
}
