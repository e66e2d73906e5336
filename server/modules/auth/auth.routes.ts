import { Router, type Request } from "express";
import { loginSchema, setupSchema } from "@shared/schema/auth-forms";
import type { AppDeps } from "../../app";
import { clearSessionCookies } from "./session-middleware";
import { parse } from "../../lib/validate";
import { submissionLimit } from "../../middleware/rate-limit";
import { canSetup, setupAdmin, verifyLogin } from "./auth.service";

declare module "express-session" {
  interface SessionData {
    authenticated?: boolean;
    userId?: string;
    username?: string;
  }
}

const regenerate = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
const save = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
const destroy = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));

export const LOGIN_FLOOD = "محاولات دخول كثيرة من جهازك، يرجى المحاولة بعد دقيقة";

export function authRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.get("/can-setup", async (_req, res) => {
    res.json({ canSetup: await canSetup(db) });
  });

  router.post("/setup", async (req, res) => {
    const user = await setupAdmin(db, parse(setupSchema, req.body));
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
    await save(req);
    res.json({ authenticated: true, username: user.username });
  });

  router.get("/session", (req, res) => {
    res.set("Cache-Control", "no-store");
    const authenticated = req.session.authenticated === true;
    res.json({ authenticated, username: authenticated ? req.session.username : undefined });
  });

  router.post("/logout", async (req, res) => {
    await destroy(req);
    clearSessionCookies(res);
    res.json({ authenticated: false });
  });

  return router;
}
