import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import type { AppliedMigration } from "./catalog";

/** Applies the migrations of a folder with the driver's own migrator (same bookkeeping as a normal start). */
export async function migrateFolder(database: Database, folder = migrationsFolder): Promise<void> {
  const { migrate } =
    database.driver === "pglite"
      ? await import("drizzle-orm/pglite/migrator")
      : await import("drizzle-orm/node-postgres/migrator");
  await migrate(database.db as never, { migrationsFolder: folder });
}

/**
 * The backup's level must be a beginning of this code's migrations (same files, same order);
 * anything else was made by other code and cannot be loaded into these tables.
 */
export function checkLevel(backup: AppliedMigration[], folder = migrationsFolder): void {
  const ours = readMigrationFiles({ migrationsFolder: folder });
  if (backup.length > ours.length) {
    throw new Error(
      `The backup is at migration level ${backup.length}, newer than this code (${ours.length}). Restore it with newer code.`,
    );
  }
  backup.forEach((migration, index) => {
    if (migration.hash !== ours[index].hash) {
      throw new Error(
        `The backup's migration ${index + 1} differs from this code's: it was made by a different version of the application.`,
      );
    }
  });
}

/** Migrates an empty database to exactly `level` migrations, through a folder holding only those. */
export async function migrateToLevel(database: Database, level: number, folder = migrationsFolder): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const partial = fs.mkdtempSync(path.join(os.tmpdir(), "restore-migrations-"));
  try {
    fs.mkdirSync(path.join(partial, "meta"));
    const entries = journal.entries.slice(0, level);
    fs.writeFileSync(path.join(partial, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) fs.copyFileSync(path.join(folder, `${tag}.sql`), path.join(partial, `${tag}.sql`));
    await migrateFolder(database, partial);
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
