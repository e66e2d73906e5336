import { Router } from "express";
import { listQuerySchema, positionSchema, updatePositionSchema } from "@shared/schema/recruitment-forms";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { activeOnly, isAdmin, requireAdmin } from "../../middleware/require-admin";
import * as positions from "./positions.service";

const NOT_FOUND = "الوظيفة غير موجودة";

export function positionsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/job-positions", async (req, res) => {
    const query = parse(listQuerySchema, req.query);
    res.json(await positions.listPositions(db, activeOnly(isAdmin(req), query.active)));
  });
  router.post("/job-positions", requireAdmin, async (req, res) => {
    res.status(201).json(await positions.createPosition(db, parse(positionSchema, req.body)));
  });
  router.put("/job-positions/:id", requireAdmin, async (req, res) => {
    res.json(await positions.updatePosition(db, parseId(req.params.id, NOT_FOUND), parse(updatePositionSchema, req.body)));
  });
  router.delete("/job-positions/:id", requireAdmin, async (req, res) => {
    await positions.deletePosition(db, parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
