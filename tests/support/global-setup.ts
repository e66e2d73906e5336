import crypto from "node:crypto";
import fs from "node:fs";
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

/** Migrates one database for the run; each test's database is a copy of it (a PGlite dump loaded, or CREATE DATABASE … TEMPLATE). */
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
  // initdb; loading a dump of one takes about a third of that). Both are kept between runs and shared
  // by the projects, under a name made from everything that shapes them.
  const folder = path.join(root, "node_modules/.cache/pglite-templates", templateKey());
  if (!fs.existsSync(folder)) await writeTemplates(folder);
  project.provide("migratedTemplate", {
    pgliteDump: path.join(folder, "migrated.tar"),
    pgliteBareDump: path.join(folder, "bare.tar"),
  });
}

const root = path.resolve(import.meta.dirname, "../..");

/** What the dumps depend on: the migrations, the code that opens and migrates a database, and PGlite's version. */
function templateKey(): string {
  const hash = crypto.createHash("sha256");
  const files = [
    ...fs
      .readdirSync(path.join(root, "migrations"), { recursive: true, encoding: "utf8" })
      .map((f) => `migrations/${f}`),
    "server/db/client.ts",
    "server/db/migrate.ts",
    "node_modules/@electric-sql/pglite/package.json",
  ].sort();
  for (const file of files) {
    const full = path.join(root, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Writes both dumps into a draft beside `folder`, then renames it into place and removes older templates. */
async function writeTemplates(folder: string) {
  const parent = path.dirname(folder);
  fs.mkdirSync(parent, { recursive: true });
  const draft = fs.mkdtempSync(path.join(parent, "draft-"));
  const dump = async (migrate: boolean, name: string) => {
    const database = await openDatabase({ dataDir: "memory://", migrate });
    try {
      const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
      fs.writeFileSync(path.join(draft, name), Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    } finally {
      await database.close();
    }
  };
  await dump(true, "migrated.tar");
  await dump(false, "bare.tar");
  // Another run may have finished the same templates meanwhile; its drafts are its own.
  if (fs.existsSync(folder)) return fs.rmSync(draft, { recursive: true, force: true });
  for (const old of fs.readdirSync(parent)) {
    if (!old.startsWith("draft-")) fs.rmSync(path.join(parent, old), { recursive: true, force: true });
  }
  fs.renameSync(draft, folder);
}
