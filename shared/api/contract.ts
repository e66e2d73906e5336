// The schemas of every endpoint in routes.ts, under the same keys: the server validates requests
// with them, tests check responses against them, and /api/openapi.json is generated from them.
// The browser imports this file's types only.
import { auditSpecs } from "./audit.contract";
import { authSpecs } from "./auth.contract";
import { backupSpecs } from "./backup.contract";
import { branchesSpecs } from "./branches.contract";
import { docsSpecs } from "./docs.contract";
import type { SpecsOf } from "./endpoint";
import { imagesSpecs } from "./images.contract";
import { lotterySpecs } from "./lottery.contract";
import { menuSpecs } from "./menu.contract";
import { orderBoardSpecs } from "./order-board.contract";
import { offersSpecs } from "./offers.contract";
import { ordersSpecs } from "./orders.contract";
import { overviewSpecs } from "./overview.contract";
import { privacySpecs } from "./privacy.contract";
import { recruitmentSpecs } from "./recruitment.contract";
import { reelsSpecs } from "./reels.contract";
import { reviewsSpecs } from "./reviews.contract";
import type { EndpointName, Feature, Routes } from "./routes";
import { siteSettingsSpecs } from "./site-settings.contract";
import { socialSpecs } from "./social.contract";
import { staffSpecs } from "./staff.contract";
import { termsSpecs } from "./terms.contract";

export const contract = {
  audit: auditSpecs,
  auth: authSpecs,
  backup: backupSpecs,
  branches: branchesSpecs,
  docs: docsSpecs,
  images: imagesSpecs,
  lottery: lotterySpecs,
  menu: menuSpecs,
  offers: offersSpecs,
  "order-board": orderBoardSpecs,
  orders: ordersSpecs,
  overview: overviewSpecs,
  privacy: privacySpecs,
  recruitment: recruitmentSpecs,
  reels: reelsSpecs,
  reviews: reviewsSpecs,
  "site-settings": siteSettingsSpecs,
  social: socialSpecs,
  staff: staffSpecs,
  terms: termsSpecs,
} as const satisfies { [F in keyof Routes]: SpecsOf<Routes[F]> };

export type Contract = typeof contract;

/** The schemas of one endpoint, by its feature and name. */
export type SpecOf<F extends Feature, N extends EndpointName<F>> = Contract[F][N & keyof Contract[F]];
