// Every endpoint of /api, by feature: method, path and who may call it. Browser-safe (no zod, no
// drizzle); the schemas for the same keys are in contract.ts. Feature names match the server's
// modules and the client's features.
import { auditRoutes } from "./audit.routes";
import { authRoutes } from "./auth.routes";
import { backupRoutes } from "./backup.routes";
import { branchesRoutes } from "./branches.routes";
import { docsRoutes } from "./docs.routes";
import { imagesRoutes } from "./images.routes";
import { lotteryRoutes } from "./lottery.routes";
import { menuRoutes } from "./menu.routes";
import { orderBoardRoutes } from "./order-board.routes";
import { offersRoutes } from "./offers.routes";
import { ordersRoutes } from "./orders.routes";
import { overviewRoutes } from "./overview.routes";
import { privacyRoutes } from "./privacy.routes";
import { recruitmentRoutes } from "./recruitment.routes";
import { reelsRoutes } from "./reels.routes";
import { reviewsRoutes } from "./reviews.routes";
import { siteSettingsRoutes } from "./site-settings.routes";
import { socialRoutes } from "./social.routes";
import { staffRoutes } from "./staff.routes";
import { termsRoutes } from "./terms.routes";

export const routes = {
  audit: auditRoutes,
  auth: authRoutes,
  backup: backupRoutes,
  branches: branchesRoutes,
  docs: docsRoutes,
  images: imagesRoutes,
  lottery: lotteryRoutes,
  menu: menuRoutes,
  offers: offersRoutes,
  "order-board": orderBoardRoutes,
  orders: ordersRoutes,
  overview: overviewRoutes,
  privacy: privacyRoutes,
  recruitment: recruitmentRoutes,
  reels: reelsRoutes,
  reviews: reviewsRoutes,
  "site-settings": siteSettingsRoutes,
  social: socialRoutes,
  staff: staffRoutes,
  terms: termsRoutes,
} as const;

export type Routes = typeof routes;
export type Feature = keyof Routes;
export type EndpointName<F extends Feature> = Exclude<keyof Routes[F], symbol> & string;
