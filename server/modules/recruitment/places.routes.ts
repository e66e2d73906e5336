import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import type { AppDeps } from "../../deps";
import type { FeatureImplementation } from "../../lib/contract-router";
import { includesHiddenRows } from "../../middleware/staff-access";
import { auditor } from "../audit/actor";
import * as places from "./places.service";

type PlacesEndpoints =
  | "governorates"
  | "createGovernorate"
  | "updateGovernorate"
  | "removeGovernorate"
  | "areas"
  | "createArea"
  | "updateArea"
  | "removeArea";

export function placesHandlers({ db }: AppDeps): Pick<FeatureImplementation<"recruitment">, PlacesEndpoints> {
  return {
    governorates: ({ req }) =>
      places.listGovernorates(db, { includeHidden: includesHiddenRows(req, recruitmentRoutes.governorates) }),
    createGovernorate: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "governorates" }, (tx) => places.createGovernorate(tx, body)),
    updateGovernorate: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "governorates", id }, (tx) =>
        places.updateGovernorate(tx, id, body),
      ),
    removeGovernorate: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "governorates", id }, (tx) =>
        places.deleteGovernorate(tx, id),
      );
    },

    areas: ({ req, query }) =>
      places.listAreas(db, { includeHidden: includesHiddenRows(req, recruitmentRoutes.areas) }, query.governorateId),
    createArea: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "areas" }, (tx) => places.createArea(tx, body)),
    updateArea: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "areas", id }, (tx) => places.updateArea(tx, id, body)),
    removeArea: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "areas", id }, (tx) => places.deleteArea(tx, id));
    },
  };
}
