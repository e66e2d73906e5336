import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { migrationsFolder } from "../../db/migrate";
import type { ObjectStorage } from "../../storage/object-storage";

const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** A short reason per failing check, for the operator (no secrets, no stack). */
  reasons: string[];
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const expectedMigrations = (() => {
  let count: number | undefined;
  return () => {
    count ??= (
      JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] }
    ).entries.length;
    return count;
  };
})();

async function databaseReason(db: Db): Promise<string | undefined> {
  try {
    const result = await withTimeout(
      db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
      "the database",
    );
    const rows = (result as unknown as { rows: { applied: number }[] }).rows;
    const applied = rows[0]?.applied ?? 0;
    if (applied < expectedMigrations()) return `database: ${applied} of ${expectedMigrations()} migrations applied`;
    return undefined;
  } catch (error) {
    return `database: ${error instanceof Error ? error.message.split("\n")[0] : "unreachable"}`;
  }
}

async function storageReason(storage: ObjectStorage): Promise<string | undefined> {
  try {
    await withTimeout(storage.checkReachable(), "storage");
    return undefined;
  } catch (error) {
    return `storage: ${error instanceof Error ? error.message.split("\n")[0] : "unreachable"}`;
  }
}

/** Ready to take traffic: not shutting down, the database answers with every migration applied, storage reachable. */
export async function readiness(db: Db, storage: ObjectStorage, shuttingDown: boolean): Promise<Readiness> {
  if (shuttingDown) return { ready: false, reasons: ["shutting down"] };
  const reasons = (await Promise.all([databaseReason(db), storageReason(storage)])).filter((r): r is string => !!r);
  return { ready: reasons.length === 0, reasons };
}
