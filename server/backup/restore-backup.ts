import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { assertSafeKey } from "../storage/object-storage";
import { rawRows } from "../lib/raw-rows";
import { BACKUP_FORMAT, BACKUP_VERSION, parseRowLine, type BackupEnd, type BackupManifest } from "./backup-format";
import { appliedMigrations, dataTables, quoteIdent, SEEDED_TABLES, writableColumns } from "./catalog";
import { checkLevel, migrateFolder, migrateToLevel } from "./migration-level";

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

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

/**
 * Loads a backup (writeBackup's file) into an empty installation: a database never migrated, or
 * migrated to the backup's level with no data. The tables are created at the backup's migration
 * level, filled in one transaction, sequences set where they were, and only then migrated up to
 * this code's level. `objectsDir` receives the image files (absent: images live in S3).
 */
export async function restoreBackup(
  database: Database,
  input: Readable,
  options: { objectsDir?: string } = {},
): Promise<RestoreSummary> {
  const lines = readline
    .createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity })
    [Symbol.asyncIterator]();
  const first = await lines.next();
  const manifest = (first.done ? {} : JSON.parse(first.value)) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new Error("This file is not a backup of this application.");
  checkLevel(manifest.migrations);

  const applied = await appliedMigrations(database.db);
  if (applied.length === 0) {
    await migrateToLevel(database, manifest.migrations.length);
  } else if (
    applied.length !== manifest.migrations.length ||
    applied.some((m, i) => m.hash !== manifest.migrations[i].hash)
  ) {
    throw new Error(
      `The database is at migration level ${applied.length}, the backup at ${manifest.migrations.length}. ` +
        "Restore into a new, empty database (never started), or one at the backup's level.",
    );
  }
  const filled = await nonEmptyTables(database.db);
  if (filled.length)
    throw new Error(`The installation is not empty (rows in: ${filled.join(", ")}). Restore only into an empty one.`);

  const expected = new Map(manifest.tables.map((table) => [table.name, table.rows]));
  const loaded = new Map<string, number>();
  const summary: RestoreSummary = { tables: manifest.tables.length, rows: 0, files: 0, imagesSkipped: false };
  let end: BackupEnd | undefined;

  await database.db.transaction(async (tx) => {
    for (const name of SEEDED_TABLES)
      if (expected.has(name)) await tx.execute(sql.raw(`delete from ${quoteIdent(name)}`));
    let batch: { table: string; rows: string[]; chars: number } | undefined;
    const flush = async () => {
      if (!batch?.rows.length) return;
      const columns = (await writableColumns(tx, batch.table)).map(quoteIdent).join(", ");
      const table = quoteIdent(batch.table);
      // PostgreSQL turns each row's JSON back into the column types itself (arrays, jsonb, numeric digits intact).
      await tx.execute(
        sql`${sql.raw(`insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, `)}${`[${batch.rows.join(",")}]`}::json)`,
      );
      loaded.set(batch.table, (loaded.get(batch.table) ?? 0) + batch.rows.length);
      summary.rows += batch.rows.length;
      batch = undefined;
    };

    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (!line) continue;
      const row = parseRowLine(line);
      if (row) {
        if (!expected.has(row.table)) throw new Error(`The backup has rows for an unknown table: ${row.table}`);
        if (batch && (batch.table !== row.table || batch.rows.length >= BATCH_ROWS || batch.chars >= BATCH_CHARS))
          await flush();
        batch ??= { table: row.table, rows: [], chars: 0 };
        batch.rows.push(row.rowJson);
        batch.chars += row.rowJson.length;
        continue;
      }
      await flush();
      const record = JSON.parse(line) as { f?: string; d?: string; end?: true; rows?: number; files?: number };
      if (record.end) {
        end = record as BackupEnd;
      } else if (typeof record.f === "string" && typeof record.d === "string") {
        summary.files += 1;
        if (!options.objectsDir) {
          summary.imagesSkipped = true;
          continue;
        }
        assertSafeKey(record.f);
        const file = path.join(options.objectsDir, record.f);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, Buffer.from(record.d, "base64"), { flag: "wx" });
      }
    }
    await flush();

    if (!end || end.rows !== summary.rows || end.files !== summary.files)
      throw new Error("The backup file is incomplete (cut off before its end).");
    for (const [name, rows] of expected) {
      if ((loaded.get(name) ?? 0) !== rows)
        throw new Error(`Table ${name}: the backup lists ${rows} rows but holds ${loaded.get(name) ?? 0}.`);
    }
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue === null) continue;
      await tx.execute(
        sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`,
      );
    }
  });

  // Up to this code's level: later migrations see the restored rows, as they would have in place.
  await migrateFolder(database);
  return summary;
}
