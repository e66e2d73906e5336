import type { RequestHandler } from "express";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { markStaffAccess } from "../../middleware/staff-access";

/**
 * Disabling an account deletes its sessions, but a sign-in finishing at that very moment could
 * still save one. So every request that carries an admin session also checks (one primary-key
 * read) that the account is still enabled; if not, the session is ended and the request goes on
 * as a visitor's. The same read gives the request the account's role, branches and full name (a change applies
 * to the next request of every session) and marks an account that must still replace its temporary password.
 */
export function enabledAccountOnly(db: Db): RequestHandler {
  return (req, _res, next) => {
    const userId = req.session?.authenticated ? req.session.userId : undefined;
    if (!userId) return next();
    db.select({
      mustChangePassword: users.mustChangePassword,
      role: users.role,
      branches: users.branches,
      fullName: users.fullName,
    })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.disabledAt)))
      .then(([enabled]) => {
        if (enabled) markStaffAccess(req, enabled);
        if (enabled) return next();
        req.session.destroy((error) => next(error));
      }, next);
  };
}
