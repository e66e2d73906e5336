import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { auditor } from "../audit/actor";
import { getTerms, updateTerms } from "./terms.service";

export function termsRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "terms", {
    get: () => getTerms(db),
    update: ({ req, body }) =>
      auditor(db, req)({ action: "update", resource: "terms-and-conditions", id: 1 }, (tx) => updateTerms(tx, body)),
  });
}
