import express, { type Express } from "express";
import session from "express-session";
import type { Db } from "./db/client";
import { trustProxySetting } from "./env";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { originCheck } from "./middleware/origin-check";
import { DbSessionStore } from "./modules/auth/session-store";
import { objectRoutes } from "./modules/images/objects.routes";
import { apiRoutes } from "./routes";
import type { ObjectStorage } from "./storage/object-storage";

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

export interface AppConfig {
  sessionSecret: string;
  secureCookies: boolean;
  submitRateLimit: number;
  trustProxy: string;
  dataDir: string;
}

export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** Uploaded images: local disk or S3 (server/storage). */
  storage: ObjectStorage;
}

/** Builds the API app without listening, so tests run it in-process. The client is attached by the caller. */
export function createApp(deps: AppDeps, attachClient?: (app: Express) => void): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(deps.config.trustProxy));
  app.use((_req, res, next) => {
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Referrer-Policy", "strict-origin-when-cross-origin");
    next();
  });

  // Public images and the local signed upload PUT: outside /api (own caching, raw body).
  app.use(objectRoutes(deps));

  const api = express.Router();
  api.use(express.json({ limit: "100kb" }));
  api.use(
    session({
      name: "sid",
      secret: deps.config.sessionSecret,
      store: new DbSessionStore(deps.db),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: "lax",
        // "auto": Secure whenever the request came over HTTPS (behind a proxy when TRUST_PROXY is set).
        secure: deps.config.secureCookies ? true : "auto",
        maxAge: SESSION_IDLE_MS,
        path: "/",
      },
    }),
  );
  api.use(originCheck);
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  api.use(apiRoutes(deps));
  api.use(apiNotFound);
  app.use("/api", api);

  attachClient?.(app);
  app.use(errorHandler);
  return app;
}
