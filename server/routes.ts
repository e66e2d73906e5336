import type { Router } from "express";
import type { AppDeps } from "./deps";
import { apiRouter } from "./lib/api-router";
import { auditRoutes } from "./modules/audit/audit.routes";
import { privacyRoutes } from "./modules/privacy/privacy.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { backupRoutes } from "./modules/backup/backup.routes";
import { docsRoutes } from "./modules/docs/docs.routes";
import { branchesRoutes } from "./modules/branches/branches.routes";
import { imagesRoutes } from "./modules/images/images.routes";
import { lotteryRoutes } from "./modules/lottery/lottery.routes";
import { menuRoutes } from "./modules/menu/menu.routes";
import { offersRoutes } from "./modules/offers/offers.routes";
import { orderBoardRoutes } from "./modules/order-board/order-board.routes";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { overviewRoutes } from "./modules/overview/overview.routes";
import { recruitmentRoutes } from "./modules/recruitment/recruitment.routes";
import { reelsRoutes } from "./modules/reels/reels.routes";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { siteSettingsRoutes } from "./modules/site-settings/site-settings.routes";
import { staffRoutes } from "./modules/staff/staff.routes";
import { socialRoutes } from "./modules/social/social.routes";
import { termsRoutes } from "./modules/terms/terms.routes";

/** The route table of /api. Each module declares its own paths (e.g. /menu-items, /admin/offers). */
export function apiRoutes(deps: AppDeps): Router {
  const router = apiRouter();
  router.use(authRoutes(deps));
  router.use(staffRoutes(deps));
  router.use(overviewRoutes(deps));
  router.use(backupRoutes(deps));
  router.use(siteSettingsRoutes(deps));
  router.use(menuRoutes(deps));
  router.use(offersRoutes(deps));
  router.use(docsRoutes(deps));
  router.use(imagesRoutes(deps));
  router.use(reviewsRoutes(deps));
  router.use(reelsRoutes(deps));
  router.use(socialRoutes(deps));
  router.use(recruitmentRoutes(deps));
  router.use(termsRoutes(deps));
  router.use(lotteryRoutes(deps));
  router.use(branchesRoutes(deps));
  router.use(ordersRoutes(deps));
  router.use(auditRoutes(deps));
  router.use(privacyRoutes(deps));
  router.use(orderBoardRoutes(deps));
  return router;
}
