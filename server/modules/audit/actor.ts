import type { Request } from "express";
import type { Db } from "../../db/client";
import { audited, type AuditTarget } from "./audited";
import type { Actor } from "./audit.service";

/** The signed-in admin of a request, as the audit log names them. */
export const actorOf = (req: Request): Actor => ({
  id: req.session.userId ?? null,
  username: req.session.username ?? null,
});

/** `audited` bound to one request's database and admin: `audit(target, (tx) => service(tx, ...))`. */
export const auditor =
  (db: Db, req: Request) =>
  <T>(target: AuditTarget, write: (tx: Db) => Promise<T>): Promise<T> =>
    audited(db, actorOf(req), target, write);
