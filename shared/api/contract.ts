// The schemas of every endpoint in routes.ts, under the same keys: the server validates requests
// with them, tests check responses against them, and /api/openapi.json is generated from them.
// The browser imports this file's types only.
import { docsSpecs } from "./docs.contract";
import type { SpecsOf } from "./endpoint";
import { offersSpecs } from "./offers.contract";
import { privacySpecs } from "./privacy.contract";
import { lotterySpecs } from "./lottery.contract";
import { backupSpecs } from "./backup.contract";
import { auditSpecs } from "./audit.contract";
import type { Routes } from "./routes";

export const contract = {
  docs: docsSpecs,
  offers: offersSpecs,
  privacy: privacySpecs,
  lottery: lotterySpecs,
  backup: backupSpecs,
  audit: auditSpecs,
} as const satisfies { [F in keyof Routes]: SpecsOf<Routes[F]> };

export type Contract = typeof contract;
