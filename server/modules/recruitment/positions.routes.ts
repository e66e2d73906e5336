import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import type { AppDeps } from "../../deps";
import type { FeatureImplementation } from "../../lib/contract-router";
import { includesHiddenRows } from "../../middleware/staff-access";
import { auditor } from "../audit/actor";
import * as positions from "./positions.service";

type PositionsEndpoints = "positions" | "createPosition" | "updatePosition" | "removePosition";

export function positionsHandlers({ db }: AppDeps): Pick<FeatureImplementation<"recruitment">, PositionsEndpoints> {
  return {
    positions: ({ req }) =>
      positions.listPositions(db, { includeHidden: includesHiddenRows(req, recruitmentRoutes.positions) }),
    createPosition: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "job-positions" }, (tx) => positions.createPosition(tx, body)),
    updatePosition: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "job-positions", id }, (tx) =>
        positions.updatePosition(tx, id, body),
      ),
    removePosition: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "job-positions", id }, (tx) =>
        positions.deletePosition(tx, id),
      );
    },
  };
}
