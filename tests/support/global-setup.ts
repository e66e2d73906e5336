import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { migratePostgres } from "../../server/db/migrate";
import { adminQuery, adminRows, databaseUrl } from "./test-db";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The databases every test copies instead of building its own: on PGlite dump files of a migrated and
     * of a bare database, on PostgreSQL a migrated template's name and the prefix of this run's databases.
     */
    migratedTemplate:
      | { pgliteDump: string; pgliteBareDump: string }
      | { postgresTemplate: string; databasePrefix: string };
  }
}

/** Migrates one database for the run; each test's database is a copy of it (a PGlite dump loaded, or CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const run = crypto.randomBytes(5).toString("hex");
    const name = `tpl_${run}`;
    const databasePrefix = `t_${run}_`;
    await adminQuery(baseUrl, `create database ${name}`);
    await migratePostgres(databaseUrl(baseUrl, name));
    project.provide("migratedTemplate", { postgresTemplate: name, databasePrefix });
    // The tests' databases are dropped here, at the end, not each after its test: PostgreSQL takes a
    // checkpoint for every DROP DATABASE, and two hundred of them, each waited for, made a run slow
    // (far slower still on a busy disk).
    return async () => {
      const rows = await adminRows<{ datname: string }>(
        baseUrl,
        "select datname from pg_database where starts_with(datname, $1)",
        [databasePrefix],
      );
      // Eight at a time: drops waiting together share their checkpoints.
      for (let i = 0; i < rows.length; i += 8) {
        await Promise.all(
          rows
            .slice(i, i + 8)
            .map(({ datname }) => adminQuery(baseUrl, `drop database if exists ${datname} with (force)`)),
        );
      }
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    };
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
