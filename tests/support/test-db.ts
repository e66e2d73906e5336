import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, type Database } from "../../server/db/client";
import { PglitePool, PostgresPool } from "./database-pool";

/**
 * A fresh database built by the production migrations (or left bare with migrate: false): in-memory PGlite by default,
 * or a PostgreSQL database (dropped at the end of the run) when DATABASE_URL is set. A migrated one holds exactly the
 * rows of the run's template (tests/support/global-setup.ts), which the same migrations built once: a copy of it, or
 * one a test of this worker closed and that was put back to the template's state (tests/support/database-pool.ts).
 * On PGlite a bare one is a copy of a bare template too.
 */
export async function freshDatabase({ migrate = true } = {}): Promise<Database & { name: string; url?: string }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const templates = inject("migratedTemplate");
    if (!("pgliteDump" in templates))
      throw new Error("the run's templates are PostgreSQL's, but DATABASE_URL is unset");
    if (migrate) return { ...(await migratedPool(templates.pgliteDump).take()), name: "pglite" };
    const bare = pgliteDump(templates.pgliteBareDump);
    const database = await openDatabase({ dataDir: "memory://", loadDataDir: bare, migrate: false });
    return { ...database, name: "pglite" };
  }
  const templates = inject("migratedTemplate");
  if (!("postgresTemplate" in templates)) throw new Error("the run's templates are PGlite's, but DATABASE_URL is set");
  if (migrate) {
    const database = await postgresPool(baseUrl, templates).take();
    return { ...database, name: new URL(database.url).pathname.slice(1) };
  }
  const name = await newPostgresDatabase(baseUrl, templates.databasePrefix);
  const url = databaseUrl(baseUrl, name);
  return { ...(await openDatabase({ databaseUrl: url, migrate: false })), name, url };
}

/** A new database named for the run (its global teardown drops them all at the end: each drop costs a checkpoint). */
async function newPostgresDatabase(baseUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(baseUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return name;
}

let postgres: PostgresPool | undefined;
/** This worker's migrated PostgreSQL databases, copied from the run's template when none is free. */
function postgresPool(baseUrl: string, templates: { postgresTemplate: string; databasePrefix: string }): PostgresPool {
  postgres ??= new PostgresPool(async () =>
    databaseUrl(baseUrl, await newPostgresDatabase(baseUrl, templates.databasePrefix, templates.postgresTemplate)),
  );
  return postgres;
}

/** PGlite only: a DATA_DIR on disk that starts as a copy of the run's migrated template. */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const templates = inject("migratedTemplate");
  if (!("pgliteDump" in templates)) throw new Error("migratedDataDir is for PGlite runs");
  const database = await openDatabase({ dataDir, loadDataDir: pgliteDump(templates.pgliteDump), migrate: false });
  await database.close();
}

let pool: PglitePool | undefined;
/** This worker's migrated PGlite databases, loaded from the template's dump when none is free. */
function migratedPool(file: string): PglitePool {
  pool ??= new PglitePool(() => pgliteFromDump(file));
  return pool;
}

/** A new in-memory PGlite client on a dump of the run's templates, opened as the app opens its database. */
export async function pgliteFromDump(file: string): Promise<PGlite> {
  const database = await openDatabase({ dataDir: "memory://", loadDataDir: pgliteDump(file), migrate: false });
  return (database.db as unknown as { $client: PGlite }).$client;
}

const dumps = new Map<string, Blob>();
/** A template's dump, read once per test worker. */
function pgliteDump(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    dumps.set(file, blob);
  }
  return blob;
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a connection of its own (creating and dropping databases needs one outside any pool). */
export async function adminRows<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  await adminRows(url, sql);
}
