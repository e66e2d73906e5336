// The schemas of every endpoint in routes.ts, under the same keys: the server validates requests
// with them, tests check responses against them, and /api/openapi.json is generated from them.
// The browser imports this file's types only.
import { authSpecs } from "./auth.contract";
import { docsSpecs } from "./docs.contract";
import type { SpecsOf } from "./endpoint";
import { offersSpecs } from "./offers.contract";
import { recruitmentSpecs } from "./recruitment.contract";
import { reelsSpecs } from "./reels.contract";
import { reviewsSpecs } from "./reviews.contract";
import { siteSettingsSpecs } from "./site-settings.contract";
import { termsSpecs } from "./terms.contract";
import { overviewSpecs } from "./overview.contract";
import type { Routes } from "./routes";
import { staffSpecs } from "./staff.contract";

export const contract = {
  auth: authSpecs,
  docs: docsSpecs,
  offers: offersSpecs,
  recruitment: recruitmentSpecs,
  reviews: reviewsSpecs,
  reels: reelsSpecs,
  "site-settings": siteSettingsSpecs,
  terms: termsSpecs,
  overview: overviewSpecs,
  staff: staffSpecs,
} as const satisfies { [F in keyof Routes]: SpecsOf<Routes[F]> };

export type Contract = typeof contract;
