// Every endpoint of /api, by feature: method, path and who may call it. Browser-safe (no zod, no
// drizzle); the schemas for the same keys are in contract.ts. Feature names match the server's
// modules and the client's features.
import { authRoutes } from "./auth.routes";
import { docsRoutes } from "./docs.routes";
import { offersRoutes } from "./offers.routes";
import { overviewRoutes } from "./overview.routes";
import { staffRoutes } from "./staff.routes";

export const routes = {
  auth: authRoutes,
  docs: docsRoutes,
  offers: offersRoutes,
  overview: overviewRoutes,
  staff: staffRoutes,
} as const;

export type Routes = typeof routes;
export type Feature = keyof Routes;
export type EndpointName<F extends Feature> = keyof Routes[F] & string;
