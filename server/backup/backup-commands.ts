import fs from "node:fs";
import { openDatabase } from "../db/client";
import type { Env } from "../env";
import { localObjectsDir } from "../storage/local-storage";
import { writeVerifiedBackup } from "./backup-file";
import { restoreBackup } from "./restore-backup";

/** What a command prints: its lines for the operator, and its exit code (0 done, 1 failed or refused, 2 misused). */
export interface CommandResult {
  code: number;
  output: string;
}

type CommandEnv = Pick<Env, "DATABASE_URL" | "DATA_DIR" | "S3_BUCKET">;

/**
 * `npm run backup -- FILE`: the whole database (DATABASE_URL, or the embedded one in DATA_DIR) and the
 * local image files, into FILE (a .jsonl.gz). Written beside FILE first, read back and checked, then
 * renamed, so a scheduled run that fails never leaves a file under the final name.
 */
export async function backupCommand(file: string | undefined, env: CommandEnv): Promise<CommandResult> {
  if (!file) return { code: 2, output: "Usage: npm run backup -- FILE   (e.g. backups/broasted-2025-01-31.jsonl.gz)" };
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const objectsDir = env.S3_BUCKET ? undefined : localObjectsDir(env.DATA_DIR);
    const end = await writeVerifiedBackup(database.db, file, { objectsDir });
    const images = env.S3_BUCKET ? " (images stay in S3)" : "";
    return {
      code: 0,
      output: `Backup written to ${file} and checked: ${end.rows} rows, ${end.files} image files${images}.`,
    };
  } catch (error) {
    return { code: 1, output: `Backup failed: ${messageOf(error)}` };
  } finally {
    await database.close();
  }
}

/**
 * `npm run restore -- FILE`: loads a backup into the empty installation DATABASE_URL (or DATA_DIR) points
 * at; refuses one that holds data. Run before the server's first start, with the server stopped.
 */
export async function restoreCommand(file: string | undefined, env: CommandEnv): Promise<CommandResult> {
  if (!file || !fs.existsSync(file)) {
    return { code: 2, output: file ? `No such file: ${file}` : "Usage: npm run restore -- FILE" };
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrate: false });
  try {
    const objectsDir = env.S3_BUCKET ? undefined : localObjectsDir(env.DATA_DIR);
    const summary = await restoreBackup(database, file, { objectsDir });
    const lines = [
      `Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.files} image files from ${file}.`,
    ];
    if (summary.imagesSkipped)
      lines.push("Images were not written: S3_BUCKET is set; copy them into the bucket yourself.");
    return { code: 0, output: lines.join("\n") };
  } catch (error) {
    return { code: 1, output: `Restore refused: ${messageOf(error)}` };
  } finally {
    await database.close();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
