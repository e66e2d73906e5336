import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeVerifiedBackup } from "../../server/backup/backup-file";
import { migrateToLevel } from "../../server/backup/migration-level";
import { restoreBackup } from "../../server/backup/restore-backup";
import type { Database } from "../../server/db/client";
import { migrationsFolder } from "../../server/db/migrate";
import { freshDatabase } from "./test-db";

/** How many migrations come before the one whose tag ends with `_name` (found by name: its number may change). */
export function levelBefore(name: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
}

/**
 * Fills a source installation (migrated to `level`, or whole), backs it up, restores the file into
 * a new installation and returns what `read` finds there.
 */
export async function backupRoundTrip<T>(
  fill: (source: Database) => Promise<void>,
  read: (target: Database) => Promise<T>,
  level?: number,
): Promise<T> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-round-trip-"));
  const source = await freshDatabase({ migrate: level === undefined });
  const target = await freshDatabase({ migrate: false });
  try {
    if (level !== undefined) await migrateToLevel(source, level);
    await fill(source);
    const file = path.join(work, "backup.jsonl.gz");
    await writeVerifiedBackup(source.db, file);
    await restoreBackup(target, file);
    return await read(target);
  } finally {
    await source.close();
    await target.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
