import { Router } from "express";
import type { AppDeps } from "../../deps";
import { applicationsRoutes } from "./applications.routes";
import { placesRoutes } from "./places.routes";
import { positionsRoutes } from "./positions.routes";
import { questionsRoutes } from "./questions.routes";

/** Governorates, areas, positions, questions and applications (SPEC.md 7.2, 7.4). */
export function recruitmentRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(placesRoutes(deps));
  router.use(positionsRoutes(deps));
  router.use(questionsRoutes(deps));
  router.use(applicationsRoutes(deps));
  return router;
}
