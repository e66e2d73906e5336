import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { migratePostgres } from "../../server/db/migrate";
import { adminQuery, databaseUrl } from "./test-db";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database every test copies instead of migrating its own: a PGlite dump file, or a PostgreSQL template's name. */
    migratedTemplate: { pgliteDump: string } | { postgresTemplate: string };
  }
}

/** Migrates one database per run; each test's database is a copy of it (a PGlite dump loaded, or CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `tpl_${crypto.randomBytes(6).toString("hex")}`;
    await adminQuery(baseUrl, `create database ${name}`);
    await migratePostgres(databaseUrl(baseUrl, name));
    project.provide("migratedTemplate", { postgresTemplate: name });
    return () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("migratedTemplate", { pgliteDump: file });
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
