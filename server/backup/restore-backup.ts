import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { rawRows } from "../lib/raw-rows";
import type { BackupManifest } from "./backup-format";
import { readBackup, verifyBackup } from "./backup-reader";
import { appliedMigrations, dataTables, quoteIdent, SEEDED_TABLES, writableColumns } from "./catalog";
import { checkLevel, migrateFolder, migrateToLevel } from "./migration-level";

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type RestoreSummary = { tables: number; rows: number; files: number; imagesSkipped: boolean };

/** Rows per table in the database now, for the tables that would hold data (seeded ones aside). */
async function nonEmptyTables(db: Db): Promise<string[]> {
  const filled: string[] = [];
  for (const name of await dataTables(db)) {
    if (SEEDED_TABLES.has(name)) continue;
    const [row] = await rawRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${quoteIdent(name)}`));
    if (row.n > 0) filled.push(name);
  }
  return filled;
}

/** Refuses, before anything is written, a target that is not an empty installation at a level the backup fits. */
async function checkTarget(database: Database, manifest: BackupManifest, keys: string[], objectsDir?: string) {
  checkLevel(manifest.migrations);
  const applied = await appliedMigrations(database.db);
  if (
    applied.length > 0 &&
    (applied.length !== manifest.migrations.length || applied.some((m, i) => m.hash !== manifest.migrations[i].hash))
  ) {
    throw new Error(
      `The database is at migration level ${applied.length}, the backup at ${manifest.migrations.length}. ` +
        "Restore into a new, empty database (never started), or one at the backup's level.",
    );
  }
  const filled = applied.length ? await nonEmptyTables(database.db) : [];
  if (filled.length)
    throw new Error(`The installation is not empty (rows in: ${filled.join(", ")}). Restore only into an empty one.`);
  const present = objectsDir ? keys.filter((key) => fs.existsSync(path.join(objectsDir, key))) : [];
  if (present.length)
    throw new Error(
      `The installation is not empty (image files already there: ${present.length}). Restore only into an empty one.`,
    );
  return applied.length;
}

/** Every row in file order (parents first), batched; image files into `staging`. Reads and re-checks the file again. */
async function loadRows(tx: Tx, file: string, manifest: BackupManifest, staging?: string): Promise<RestoreSummary> {
  const summary: RestoreSummary = { tables: manifest.tables.length, rows: 0, files: 0, imagesSkipped: false };
  for (const { name } of manifest.tables)
    if (SEEDED_TABLES.has(name)) await tx.execute(sql.raw(`delete from ${quoteIdent(name)}`));
  let batch: { table: string; rows: string[]; chars: number } | undefined;
  const flush = async () => {
    if (!batch?.rows.length) return;
    const columns = (await writableColumns(tx, batch.table)).map(quoteIdent).join(", ");
    const table = quoteIdent(batch.table);
    // PostgreSQL turns each row's JSON back into the column types itself (arrays, jsonb, numeric digits intact).
    await tx.execute(
      sql`${sql.raw(`insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, `)}${`[${batch.rows.join(",")}]`}::json)`,
    );
    summary.rows += batch.rows.length;
    batch = undefined;
  };
  for await (const record of readBackup(file)) {
    if (record.kind === "row") {
      if (batch && (batch.table !== record.table || batch.rows.length >= BATCH_ROWS || batch.chars >= BATCH_CHARS))
        await flush();
      batch ??= { table: record.table, rows: [], chars: 0 };
      batch.rows.push(record.rowJson);
      batch.chars += record.rowJson.length;
      continue;
    }
    await flush();
    summary.files += 1;
    if (!staging) {
      summary.imagesSkipped = true;
      continue;
    }
    const target = path.join(staging, record.key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, record.data, { flag: "wx" });
  }
  await flush();
  for (const sequence of manifest.sequences) {
    if (sequence.lastValue === null) continue;
    await tx.execute(
      sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`,
    );
  }
  return summary;
}

/**
 * Loads a backup (writeBackup's file) into an empty installation: a database never migrated, or
 * migrated to the backup's level with no data, and an image folder without the backup's files.
 * The whole file is read and checked first (every line, the counts, the checksum); a refused file
 * or target leaves everything as it was. Then the tables are created at the backup's migration
 * level, filled in one transaction, sequences set where they were; image files are written to a
 * folder beside `objectsDir` and moved in only once the rows have committed, and the database is
 * migrated up to this code's level. `objectsDir` absent: images live in S3 and are not written.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  options: { objectsDir?: string } = {},
): Promise<RestoreSummary> {
  const { manifest, keys } = await verifyBackup(file);
  const { objectsDir } = options;
  const level = await checkTarget(database, manifest, keys, objectsDir);
  if (level === 0) await migrateToLevel(database, manifest.migrations.length);

  let staging: string | undefined;
  if (objectsDir) {
    await fs.promises.mkdir(path.dirname(objectsDir), { recursive: true });
    staging = await fs.promises.mkdtemp(path.join(path.dirname(objectsDir), ".restore-objects-"));
  }
  try {
    const summary = await database.db.transaction((tx) => loadRows(tx, file, manifest, staging));
    if (staging && objectsDir) {
      for (const key of keys) {
        await fs.promises.mkdir(path.dirname(path.join(objectsDir, key)), { recursive: true });
        await fs.promises.rename(path.join(staging, key), path.join(objectsDir, key));
      }
    }
    // Up to this code's level: later migrations see the restored rows, as they would have in place.
    await migrateFolder(database);
    return summary;
  } finally {
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
