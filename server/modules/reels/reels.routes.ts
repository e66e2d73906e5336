import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { publicForm } from "../../middleware/honeypot";
import { activeRequested } from "../../middleware/staff-access";
import { auditor } from "../audit/actor";
import {
  approveReel,
  decoyReel,
  deleteReel,
  listApprovedReels,
  listReels,
  setReelActive,
  submitReel,
} from "./reels.service";

export function reelsRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "reels", {
    approved: () => listApprovedReels(db),
    // The body is validated before the trap is looked at, so a bot sees the errors a person would.
    submit: publicForm(
      deps,
      (input) => decoyReel(db, input),
      (input) => submitReel(db, input),
    ),
    // An admin-only list: ?active=true only narrows it.
    list: ({ req }) => listReels(db, activeRequested(req)),
    approve: ({ req, params: { id } }) =>
      auditor(db, req)({ action: "approve", resource: "customer-reels", id }, (tx) => approveReel(tx, id)),
    setActive: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "customer-reels", id }, (tx) =>
        setReelActive(tx, id, body.isActive),
      ),
    remove: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "customer-reels", id }, (tx) => deleteReel(tx, id));
    },
  });
}
