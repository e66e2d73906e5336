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
    /**
     * The databases every test copies instead of building its own: on PGlite dump files of a migrated and
     * of a bare database, on PostgreSQL a migrated template's name.
     */
    migratedTemplate: { pgliteDump: string; pgliteBareDump: string } | { postgresTemplate: string };
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
  // PGlite: a migrated database, and a bare one too (a new PGlite database spends over a second in
  // initdb; loading a dump of one takes about a third of that).
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const dumpOf = async (migrate: boolean, name: string) => {
    const file = path.join(folder, name);
    const database = await openDatabase({ dataDir: "memory://", migrate });
    try {
      const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
      fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    } finally {
      await database.close();
    }
    return file;
  };
  project.provide("migratedTemplate", {
    pgliteDump: await dumpOf(true, "migrated.tar"),
    pgliteBareDump: await dumpOf(false, "bare.tar"),
  });
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
