import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rawRows } from "../lib/raw-rows";
import { isSafeKey } from "../storage/object-storage";
import { BACKUP_FORMAT, BACKUP_VERSION, fileLine, rowLine, type BackupEnd, type BackupManifest } from "./backup-format";
import { appliedMigrations, dataTables, quoteIdent, sequenceStates } from "./catalog";

const BATCH = 500;

/** Every file under a folder, as keys with forward slashes (the storage keys, e.g. "images/ab.webp"). */
async function* filesUnder(root: string, prefix = ""): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Writes a full backup to `out` (gzip lines, see backup-format.ts), streaming: rows come through a
 * cursor 500 at a time, all inside one read-only repeatable-read transaction, so the file is one
 * consistent moment however long it takes. `objectsDir` is the local image folder (absent when
 * images live in S3). The last line carries the counts and the SHA-256 of everything before it.
 */
export async function writeBackup(db: Db, out: Writable, options: { objectsDir?: string } = {}): Promise<BackupEnd> {
  return db.transaction(
    async (tx) => {
      const tables = await dataTables(tx);
      const counted: BackupManifest["tables"] = [];
      for (const name of tables) {
        const [row] = await rawRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${quoteIdent(name)}`));
        counted.push({ name, rows: row.n });
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(tx),
        tables: counted,
        sequences: await sequenceStates(tx),
        images: options.objectsDir ? "local" : "s3",
      };
      const end: BackupEnd = { end: true, rows: 0, files: 0, tables: {} };
      const hash = crypto.createHash("sha256");
      const hashed = (text: string) => {
        hash.update(text, "utf8");
        return text;
      };

      async function* lines(): AsyncGenerator<string> {
        yield hashed(`${JSON.stringify(manifest)}\n`);
        for (const { name } of counted) {
          await tx.execute(
            sql.raw(
              `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quoteIdent(name)} t`,
            ),
          );
          let rows = 0;
          for (;;) {
            const batch = await rawRows<{ r: string }>(tx, sql.raw(`fetch forward ${BATCH} from backup_rows`));
            rows += batch.length;
            if (batch.length) yield hashed(batch.map((row) => rowLine(name, row.r)).join(""));
            if (batch.length < BATCH) break;
          }
          await tx.execute(sql.raw("close backup_rows"));
          end.rows += rows;
          (end.tables as Record<string, number>)[name] = rows;
        }
        if (options.objectsDir) {
          for await (const key of filesUnder(options.objectsDir)) {
            // Only what the storage itself names (uploads and images); stray files are not data.
            if (!isSafeKey(key)) continue;
            const data = await fs.promises.readFile(path.join(options.objectsDir, key));
            end.files += 1;
            yield hashed(fileLine(key, data));
          }
        }
        end.sha256 = hash.digest("hex");
        yield `${JSON.stringify(end)}\n`;
      }

      await pipeline(Readable.from(lines()), createGzip(), out);
      return end;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
