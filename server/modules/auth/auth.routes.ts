import { Router, type Request } from "express";
import { loginSchema, SETUP_LINK_NEEDED, setupSchema } from "@shared/schema/auth-forms";
import type { AppDeps } from "../../deps";
import { clearSessionCookies } from "./session-middleware";
import { parse } from "../../lib/validate";
import { submissionLimit } from "../../middleware/rate-limit";
import { AppError } from "../../lib/app-error";
import { canSetup, setupAdmin, SETUP_CLOSED, verifyLogin } from "./auth.service";
import { SetupToken } from "./setup-token";
import { actorOf } from "../audit/actor";
import { recordAudit } from "../audit/audit.service";
import { hasTemporaryPassword } from "../../middleware/require-admin";

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

export function authRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const setupToken = new SetupToken(config.setupToken);

  router.get("/can-setup", async (_req, res) => {
    res.json({ canSetup: await canSetup(db) });
  });

  // Attempts are counted in the database (shared by every process) before the token is looked at,
  // so guessing it costs a minute per few tries. Then the link's token: without it a caller learns
  // nothing, not even which field is wrong.
  router.post("/setup", submissionLimit(db, SETUP_ATTEMPTS_PER_MINUTE, "setup", SETUP_FLOOD), async (req, res) => {
    const { token, ...body } = (req.body ?? {}) as Record<string, unknown>;
    if (!setupToken.matches(token))
      throw new AppError("forbidden", setupToken.current ? SETUP_LINK_NEEDED : SETUP_CLOSED);
    const user = await setupAdmin(db, parse(setupSchema, body));
    setupToken.spend();
    res.status(201).json({ id: user.id, username: user.username });
  });

  // Per client IP, before any hashing: a flood costs the database one row, not a bcrypt each.
  router.post("/login", submissionLimit(db, config.loginRateLimit ?? 20, "login", LOGIN_FLOOD), async (req, res) => {
    const user = await verifyLogin(db, parse(loginSchema, req.body));
    // A fresh session id at login defeats session fixation.
    await regenerate(req);
    req.session.authenticated = true;
    req.session.userId = user.id;
    req.session.username = user.username;
    req.session.userAgent = (req.get("user-agent") ?? "").slice(0, 300);
    req.session.ip = req.ip;
    req.session.signedInAt = new Date().toISOString();
    await save(req);
    res.json({ authenticated: true, username: user.username, mustChangePassword: user.mustChangePassword });
  });

  router.get("/session", (req, res) => {
    res.set("Cache-Control", "no-store");
    const authenticated = req.session.authenticated === true;
    res.json({
      authenticated,
      username: authenticated ? req.session.username : undefined,
      // Set while the account's password is a temporary one: the dashboard shows only the way to change it.
      mustChangePassword: authenticated ? hasTemporaryPassword(req) : undefined,
    });
  });

  router.post("/logout", async (req, res) => {
    const actor = actorOf(req);
    await destroy(req);
    if (actor.id) await recordAudit(db, { actor, action: "sign-out", resource: "accounts", resourceId: actor.id });
    clearSessionCookies(res);
    res.json({ authenticated: false });
  });

  return router;
}
