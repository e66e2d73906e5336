import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { auditor } from "../audit/actor";
import { getPrivacySettings, updatePrivacySettings } from "./privacy.service";

export function privacyRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "privacy", {
    settings: () => getPrivacySettings(db),
    updateSettings: ({ req, body }) =>
      auditor(db, req)({ action: "update", resource: "privacy-settings", id: 1 }, (tx) =>
        updatePrivacySettings(tx, body),
      ),
  });
}
