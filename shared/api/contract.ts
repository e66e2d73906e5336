// The schemas of every endpoint in routes.ts, under the same keys: the server validates requests
// with them, tests check responses against them, and /api/openapi.json is generated from them.
// The browser imports this file's types only.
import { branchesSpecs } from "./branches.contract";
import { docsSpecs } from "./docs.contract";
import type { SpecsOf } from "./endpoint";
import { imagesSpecs } from "./images.contract";
import { menuSpecs } from "./menu.contract";
import { offersSpecs } from "./offers.contract";
import type { Routes } from "./routes";
import { socialSpecs } from "./social.contract";

export const contract = {
  branches: branchesSpecs,
  docs: docsSpecs,
  images: imagesSpecs,
  menu: menuSpecs,
  offers: offersSpecs,
  social: socialSpecs,
} as const satisfies { [F in keyof Routes]: SpecsOf<Routes[F]> };

export type Contract = typeof contract;
