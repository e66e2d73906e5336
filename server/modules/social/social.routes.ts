import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { auditor } from "../audit/actor";
import { createSocialLink, deleteSocialLink, listSocialLinks, updateSocialLink } from "./social.service";

export function socialRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "social", {
    list: () => listSocialLinks(db),
    create: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "social-links" }, (tx) => createSocialLink(tx, body)),
    update: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "social-links", id }, (tx) => updateSocialLink(tx, id, body)),
    remove: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "social-links", id }, (tx) => deleteSocialLink(tx, id));
    },
  });
}
