// Every endpoint of /api, by feature: method, path and who may call it. Browser-safe (no zod, no
// drizzle); the schemas for the same keys are in contract.ts. Feature names match the server's
// modules and the client's features.
import { docsRoutes } from "./docs.routes";
import { offersRoutes } from "./offers.routes";
import { privacyRoutes } from "./privacy.routes";
import { lotteryRoutes } from "./lottery.routes";
import { backupRoutes } from "./backup.routes";
import { auditRoutes } from "./audit.routes";

export const routes = {
  docs: docsRoutes,
  offers: offersRoutes,
  privacy: privacyRoutes,
  lottery: lotteryRoutes,
  backup: backupRoutes,
  audit: auditRoutes,
} as const;

export type Routes = typeof routes;
export type Feature = keyof Routes;
export type EndpointName<F extends Feature> = keyof Routes[F] & string;
