// Every endpoint of /api, by feature: method, path and who may call it. Browser-safe (no zod, no
// drizzle); the schemas for the same keys are in contract.ts. Feature names match the server's
// modules and the client's features.
import { authRoutes } from "./auth.routes";
import { docsRoutes } from "./docs.routes";
import { offersRoutes } from "./offers.routes";
import { recruitmentRoutes } from "./recruitment.routes";
import { reelsRoutes } from "./reels.routes";
import { reviewsRoutes } from "./reviews.routes";
import { siteSettingsRoutes } from "./site-settings.routes";
import { termsRoutes } from "./terms.routes";
import { overviewRoutes } from "./overview.routes";
import { staffRoutes } from "./staff.routes";

export const routes = {
  auth: authRoutes,
  docs: docsRoutes,
  offers: offersRoutes,
  recruitment: recruitmentRoutes,
  reviews: reviewsRoutes,
  reels: reelsRoutes,
  "site-settings": siteSettingsRoutes,
  terms: termsRoutes,
  overview: overviewRoutes,
  staff: staffRoutes,
} as const;

export type Routes = typeof routes;
export type Feature = keyof Routes;
export type EndpointName<F extends Feature> = keyof Routes[F] & string;
