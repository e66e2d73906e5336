import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migratePostgres, migrationsFolder } from "../../server/db/migrate";
import { freshDatabase } from "./test-db";

/**
 * Builds the schema as it was just before the migration whose tag ends with `name` (found by name:
 * its number may change), runs the `setup` statements there, applies every later migration and
 * returns what `read` selects: how a migration treats the data an older installation holds.
 */
export async function migratedFromBefore<T>(name: string, setup: string[], read: string): Promise<T[]> {
  const before = migrationsBefore(name);
  const database = await freshDatabase({ migrate: false });
  const migrateTo = async (folder: string) => {
    if (database.url) return migratePostgres(database.url, folder);
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: folder });
  };
  try {
    await migrateTo(before);
    for (const statement of setup) await database.db.execute(sql.raw(statement));
    await migrateTo(migrationsFolder);
    return ((await database.db.execute(sql.raw(read))) as unknown as { rows: T[] }).rows;
  } finally {
    await database.close();
    fs.rmSync(before, { recursive: true, force: true });
  }
}

/** A copy of migrations/ that stops just before the migration whose tag ends with `name`. */
function migrationsBefore(name: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(`_${name}`));
  if (at < 1) throw new Error(`no migration after the first is named ${name}`);
  journal.entries = journal.entries.slice(0, at);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}
