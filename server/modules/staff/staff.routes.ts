import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { signedIn } from "../../middleware/staff-access";
import { endSession, listSessions } from "./sessions.service";
import {
  changeOwnPassword,
  createAccount,
  listAccounts,
  resetPassword,
  setAccountDisabled,
  setAccountRole,
  setFullName,
} from "./staff.service";

const DONE = { success: true } as const;

/** Staff accounts, the admin's own password and sessions. */
export function staffRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "staff", {
    accounts: ({ req }) => listAccounts(db, signedIn(req).id),
    createAccount: ({ req, body }) => createAccount(db, signedIn(req), body),
    setAccountDisabled: async ({ req, params: { id }, body }) => {
      await setAccountDisabled(db, signedIn(req), id, body.disabled);
      return DONE;
    },
    setAccountRole: async ({ req, params: { id }, body }) => {
      await setAccountRole(db, signedIn(req), id, body);
      return DONE;
    },
    setAccountName: ({ req, params: { id }, body }) => setFullName(db, signedIn(req), id, body),
    setOwnName: ({ req, body }) => setFullName(db, signedIn(req), signedIn(req).id, body),
    resetPassword: async ({ req, params: { id }, body }) => {
      await resetPassword(db, signedIn(req), id, body);
      return DONE;
    },
    changePassword: async ({ req, body }) => {
      await changeOwnPassword(db, signedIn(req), req.sessionID, body);
      return DONE;
    },
    sessions: ({ req }) => listSessions(db, signedIn(req).id, req.sessionID),
    // A digest is 22 characters: anything much longer names no session.
    endSession: async ({ req, params: { id } }) => {
      await endSession(db, signedIn(req), id.slice(0, 64));
    },
  });
}
