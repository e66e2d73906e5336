import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { auditor } from "../audit/actor";
import { getSiteSettings, updateSiteSettings } from "./site-settings.service";

export function siteSettingsRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "site-settings", {
    get: () => getSiteSettings(db),
    update: ({ req, body }) =>
      auditor(db, req)({ action: "update", resource: "site-settings", id: 1 }, (tx) => updateSiteSettings(tx, body)),
  });
}
