import { Router } from "express";
import {
  accountStatusSchema,
  changePasswordSchema,
  createAccountSchema,
  resetPasswordSchema,
  STAFF_MESSAGES,
} from "@shared/schema/staff-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { requireAdmin, requireSignedIn, signedIn } from "../../middleware/require-admin";
import { endSession, listSessions } from "./sessions.service";
import { changeOwnPassword, createAccount, listAccounts, resetPassword, setAccountDisabled } from "./staff.service";

/** Staff accounts, the admin's own password and sessions (under /api/admin). */
export function staffRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.use(["/accounts", "/sessions"], requireAdmin);
  // The one admin write open to an account on a temporary password: replacing it.
  router.use("/password", requireSignedIn);

  router.get("/accounts", async (req, res) => {
    res.json(await listAccounts(db, signedIn(req).id));
  });
  router.post("/accounts", async (req, res) => {
    res.status(201).json(await createAccount(db, signedIn(req), parse(createAccountSchema, req.body)));
  });
  router.put("/accounts/:id", async (req, res) => {
    const id = parseId(req.params.id, STAFF_MESSAGES.accountNotFound);
    await setAccountDisabled(db, signedIn(req), id, parse(accountStatusSchema, req.body).disabled);
    res.json({ success: true });
  });

  router.put("/accounts/:id/password", async (req, res) => {
    const id = parseId(req.params.id, STAFF_MESSAGES.accountNotFound);
    await resetPassword(db, signedIn(req), id, parse(resetPasswordSchema, req.body));
    res.json({ success: true });
  });

  router.put("/password", async (req, res) => {
    await changeOwnPassword(db, signedIn(req), req.sessionID, parse(changePasswordSchema, req.body));
    res.json({ success: true });
  });

  router.get("/sessions", async (req, res) => {
    res.json(await listSessions(db, signedIn(req).id, req.sessionID));
  });
  router.delete("/sessions/:id", async (req, res) => {
    await endSession(db, signedIn(req), String(req.params.id).slice(0, 64));
    res.status(204).end();
  });

  return router;
}
