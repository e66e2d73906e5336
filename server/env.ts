import fs from "node:fs";
import { z } from "zod";

const boolish = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  // The site's public address (e.g. https://broasted.jo): canonical links, link previews and the sitemap use it.
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((value) => value?.replace(/\/+$/, "")),
  SESSION_SECRET: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // The first-admin setup link's secret; unset: a random one per start, printed in the log while no admin exists.
  SETUP_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SUBMIT_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
  TRUST_PROXY: z.string().optional().default(""),
  SECURE_COOKIES: boolish,
  // Cached answers are logged as one line per route and status over this many seconds, not one per request.
  CACHED_LOG_SECONDS: z.coerce.number().positive().default(10),
  // Test servers only: a lower bcrypt work factor so hundreds of sign-ins stay cheap. Production keeps 12.
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(12),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Lets `curl -H "Authorization: Bearer $BACKUP_TOKEN" .../api/admin/backup` take scheduled backups of a running server.
  BACKUP_TOKEN: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // On SIGTERM /readyz answers 503 this long before the server stops taking connections (load balancer drain).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  S3_BUCKET: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: z.string().optional().default("us-east-1"),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish,
});

export type Env = z.infer<typeof envSchema>;

/** Reads ./.env when present; variables already set in the environment win. */
export function loadDotEnv(file = ".env"): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** Parses process.env once; exits with the names of the bad variables. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

/** Express "trust proxy": empty = off, a number = hop count, otherwise passed through (e.g. "loopback"). */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  const hops = Number(value);
  return Number.isInteger(hops) ? hops : value;
}
