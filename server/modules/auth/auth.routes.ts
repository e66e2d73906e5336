import type { Request } from "express";
import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { hasTemporaryPassword, peekStaffAccess } from "../../middleware/staff-access";
import { submissionLimit } from "../../middleware/rate-limit";
import { actorOf } from "../audit/actor";
import { recordAudit } from "../audit/audit.service";
import { canSetup, checkSetupToken, setupWithToken, verifyLogin } from "./auth.service";
import { clearSessionCookies } from "./session-middleware";
import { SetupToken } from "./setup-token";

const regenerate = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
const save = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
const destroy = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));

export const LOGIN_FLOOD = "محاولات دخول كثيرة من جهازك، يرجى المحاولة بعد دقيقة";
export const SETUP_FLOOD = "محاولات إعداد كثيرة من جهازك، يرجى المحاولة بعد دقيقة";
/** Setup attempts per client IP per minute: the one person with the printed link needs one or two. */
export const SETUP_ATTEMPTS_PER_MINUTE = 10;

const SIGNED_IN = { authenticated: true } as const;
const SIGNED_OUT = { authenticated: false } as const;

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const setupToken = new SetupToken(config.setupToken);

  return implement(deps, "auth", {
    canSetup: async () => ({ canSetup: await canSetup(db) }),

    // Attempts are counted in the database (shared by every process) before the token is looked at,
    // so guessing it costs a minute per few tries; the token is checked before the body is validated.
    setup: {
      use: [
        submissionLimit(db, SETUP_ATTEMPTS_PER_MINUTE, "setup", SETUP_FLOOD),
        (req, _res, next) => {
          checkSetupToken(setupToken, (req.body as { token?: unknown } | undefined)?.token);
          next();
        },
      ],
      handle: ({ body }) => setupWithToken(db, setupToken, body),
    },

    // Per client IP, before any hashing: a flood costs the database one row, not a bcrypt each.
    login: {
      use: [submissionLimit(db, config.loginRateLimit ?? 20, "login", LOGIN_FLOOD)],
      handle: async ({ req, body }) => {
        const user = await verifyLogin(db, body);
        // A fresh session id at login defeats session fixation.
        await regenerate(req);
        req.session.authenticated = true;
        req.session.userId = user.id;
        req.session.username = user.username;
        req.session.userAgent = (req.get("user-agent") ?? "").slice(0, 300);
        req.session.ip = req.ip;
        req.session.signedInAt = new Date().toISOString();
        await save(req);
        return { ...SIGNED_IN, username: user.username, mustChangePassword: user.mustChangePassword };
      },
    },

    session: ({ req, res }) => {
      res.set("Cache-Control", "no-store");
      const authenticated = req.session.authenticated === true;
      if (!authenticated) return { authenticated };
      const access = peekStaffAccess(req);
      return {
        authenticated,
        username: req.session.username,
        fullName: access?.fullName,
        mustChangePassword: hasTemporaryPassword(req),
        role: access?.role,
        branches: access?.branches ? [...access.branches] : undefined,
      };
    },

    logout: async ({ req, res }) => {
      const actor = actorOf(req);
      await destroy(req);
      if (actor.id) await recordAudit(db, { actor, action: "sign-out", resource: "accounts", resourceId: actor.id });
      clearSessionCookies(res);
      return SIGNED_OUT;
    },
  });
}
