// Every endpoint of /api, by feature: method, path and who may call it. Browser-safe (no zod, no
// drizzle); the schemas for the same keys are in contract.ts. Feature names match the server's
// modules and the client's features.
import { branchesRoutes } from "./branches.routes";
import { docsRoutes } from "./docs.routes";
import { imagesRoutes } from "./images.routes";
import { menuRoutes } from "./menu.routes";
import { offersRoutes } from "./offers.routes";
import { socialRoutes } from "./social.routes";

export const routes = {
  branches: branchesRoutes,
  docs: docsRoutes,
  images: imagesRoutes,
  menu: menuRoutes,
  offers: offersRoutes,
  social: socialRoutes,
} as const;

export type Routes = typeof routes;
export type Feature = keyof Routes;
export type EndpointName<F extends Feature> = keyof Routes[F] & string;
