import fs from "node:fs";
import type { Db } from "../db/client";
import type { BackupEnd } from "./backup-format";
import { verifyBackup } from "./backup-reader";
import { writeBackup } from "./write-backup";

/**
 * Writes a backup to FILE and reads it back in full before giving it that name: written to
 * FILE.partial, verified line by line against its trailer (what a restore will check), then renamed.
 * A backup that would not restore is an error here, and nothing is left under either name.
 */
export async function writeVerifiedBackup(
  db: Db,
  file: string,
  options: { objectsDir?: string } = {},
): Promise<BackupEnd> {
  const partial = `${file}.partial`;
  try {
    // Opened before the snapshot starts: a folder that cannot be written is this call's error,
    // not a stream error nobody listens to yet.
    const handle = await fs.promises.open(partial, "w");
    await writeBackup(db, fs.createWriteStream(partial, { fd: handle }), options);
    const { end } = await verifyBackup(partial);
    fs.renameSync(partial, file);
    return end;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw new Error(`The backup could not be completed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
