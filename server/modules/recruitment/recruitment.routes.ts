import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { applicationsHandlers } from "./applications.routes";
import { pipelineHandlers } from "./pipeline.routes";
import { placesHandlers } from "./places.routes";
import { positionsHandlers } from "./positions.routes";
import { questionsHandlers } from "./questions.routes";

/** Governorates, areas, positions, questions, applications and their pipeline: one feature, its handlers gathered by area. */
export function recruitmentRoutes(deps: AppDeps) {
  return implement(deps, "recruitment", {
    ...placesHandlers(deps),
    ...positionsHandlers(deps),
    ...questionsHandlers(deps),
    ...applicationsHandlers(deps),
    ...pipelineHandlers(deps),
  });
}
