import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";

/**
 * A fresh database built by the production migrations (or left bare with migrate: false): in-memory PGlite by default,
 * or a new PostgreSQL database (dropped at the end of the run) when DATABASE_URL is set. A migrated one is a copy of the
 * run's template (tests/support/global-setup.ts), which the same migrations built once; on PGlite a bare one is
 * a copy of a bare template too.
 */
export async function freshDatabase({ migrate = true } = {}): Promise<Database & { name: string; url?: string }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const templates = inject("migratedTemplate");
    const file = "pgliteDump" in templates ? (migrate ? templates.pgliteDump : templates.pgliteBareDump) : undefined;
    const loadDataDir = file ? pgliteDump(file) : undefined;
    const database = await openDatabase({ dataDir: "memory://", loadDataDir, migrate: migrate && !loadDataDir });
    return { ...database, name: "pglite" };
  }
  const templates = inject("migratedTemplate");
  if (!("postgresTemplate" in templates)) throw new Error("the run's templates are PGlite's, but DATABASE_URL is set");
  // Named for the run: its global teardown drops them all at the end (each drop costs a checkpoint).
  const name = `${templates.databasePrefix}${crypto.randomBytes(6).toString("hex")}`;
  const copyOf = migrate ? templates.postgresTemplate : undefined;
  await adminQuery(baseUrl, copyOf ? `create database ${name} template ${copyOf}` : `create database ${name}`);
  const url = databaseUrl(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, migrate: migrate && !copyOf });
  return { ...database, name, url };
}

/** PGlite only: a DATA_DIR on disk that starts as a copy of the run's migrated template. */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const templates = inject("migratedTemplate");
  if (!("pgliteDump" in templates)) throw new Error("migratedDataDir is for PGlite runs");
  const database = await openDatabase({ dataDir, loadDataDir: pgliteDump(templates.pgliteDump), migrate: false });
  await database.close();
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
