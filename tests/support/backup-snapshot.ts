import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { dataTables, quoteIdent, sequenceStates } from "../../server/backup/catalog";
import { rawRows } from "../../server/lib/raw-rows";

/** Every row of every data table as PostgreSQL's JSON text, sorted, the sequences, and a digest per image file. */
export async function snapshot(db: Db, objectsDir: string) {
  const tables: Record<string, string[]> = {};
  for (const name of await dataTables(db)) {
    const rows = await rawRows<{ r: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as r from ${quoteIdent(name)} t`),
    );
    tables[name] = rows.map((row) => row.r).sort();
  }
  const files: Record<string, string> = {};
  const walk = (folder: string, prefix: string) => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${key}/`);
      else
        files[key] = crypto
          .createHash("sha256")
          .update(fs.readFileSync(path.join(folder, entry.name)))
          .digest("hex");
    }
  };
  walk(objectsDir, "");
  return { tables, sequences: await sequenceStates(db), files };
}
