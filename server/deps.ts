// What the app is built from (createApp in app.ts), in a module of its own: every route module
// needs the type, and importing it from app.ts (which imports the modules) made import cycles.
import { randomInt } from "node:crypto";
import type { Db } from "./db/client";
import type { Notifications } from "./db/notifications";
import type { EventStreams } from "./lib/event-streams";
import type { Logger } from "./observability/logger";
import type { ContentVersion } from "./public-site/content-version";
import type { ObjectStorage } from "./storage/object-storage";

export interface AppConfig {
  sessionSecret: string;
  secureCookies: boolean;
  submitRateLimit: number;
  /** Login attempts per client IP per minute (default 20, 0 = off). */
  loginRateLimit?: number;
  trustProxy: string;
  dataDir: string;
  /** The site's public origin (PUBLIC_URL); canonical links and previews use it. */
  publicUrl?: string;
  /** Bearer token for /metrics from anywhere; without it only direct loopback callers may read it. */
  metricsToken?: string;
  /** Bearer token for GET /api/admin/backup without a session (scheduled backups); unset = sessions only. */
  backupToken?: string;
  /** Host names served (PUBLIC_URL's plus loopback); unset serves any Host (no PUBLIC_URL configured). */
  allowedHosts?: string[];
  /** The secret of the first-admin setup link; unset means no setup link works. */
  setupToken?: string;
  /** Seconds over which cached answers are counted into one log line per route and status (default 10). */
  cachedLogSeconds?: number;
}

/** What the process tells the app about its own state (index.ts sets it on SIGTERM). */
export interface Lifecycle {
  shuttingDown: boolean;
}

export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** Uploaded images: local disk or S3 (server/storage). */
  storage: ObjectStorage;
  /** The public content's version: admin writes bump it, the public caches follow it. */
  content: ContentVersion;
  /** The process's one LISTEN connection (content changes, order changes). */
  notifications: Notifications;
  /** The process's open Server-Sent Events streams (ended at shutdown). */
  streams: EventStreams;
  lifecycle?: Lifecycle;
  /** Where request and error lines go; the process's logger by default. */
  logger?: Logger;
  /** PostgreSQL pool usage, for /metrics (absent on PGlite). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * The current time for rules that depend on it (schedules, the daily sold-out reset); tests
   * inject a fixed clock here. Absent means the system clock.
   */
  now?: () => Date;
  /** The draw's chance: an integer in [0, max); tests inject a fixed sequence. Absent means crypto's randomInt. */
  random?: (max: number) => number;
}

/** The app's clock: the injected one, else the system's. */
export const clockOf = (deps: Pick<AppDeps, "now">): (() => Date) => deps.now ?? (() => new Date());

/** The app's source of chance: the injected one, else crypto's. */
export const randomOf = (deps: Pick<AppDeps, "random">): ((max: number) => number) =>
  deps.random ?? ((max) => randomInt(max));
