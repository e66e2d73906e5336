import { Router } from "express";
import { positionSchema, updatePositionSchema } from "@shared/schema/recruitment-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { activeRowsOnly, requireAdmin } from "../../middleware/require-admin";
import * as positions from "./positions.service";
import { auditor } from "../audit/actor";

export function positionsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/job-positions", async (req, res) => {
    res.json(await positions.listPositions(db, activeRowsOnly(req)));
  });
  router.post("/job-positions", requireAdmin, async (req, res) => {
    const input = parse(positionSchema, req.body);
    res
      .status(201)
      .json(
        await auditor(db, req)({ action: "create", resource: "job-positions" }, (tx) =>
          positions.createPosition(tx, input),
        ),
      );
  });
  router.put("/job-positions/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, positions.POSITION_NOT_FOUND);
    const input = parse(updatePositionSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "job-positions", id }, (tx) =>
        positions.updatePosition(tx, id, input),
      ),
    );
  });
  router.delete("/job-positions/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, positions.POSITION_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "job-positions", id }, (tx) =>
      positions.deletePosition(tx, id),
    );
    res.status(204).end();
  });

  return router;
}
