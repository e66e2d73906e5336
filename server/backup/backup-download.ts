import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "../db/client";
import { AppError } from "../lib/app-error";
import { csvTime } from "../lib/csv";
import { writeVerifiedBackup } from "./backup-file";

const BUSY = "يتم إنشاء نسخة احتياطية أخرى الآن، يرجى المحاولة بعد قليل";

/** A verified backup file waiting to be sent; `discard` removes it once sent (or when sending failed). */
export interface PreparedBackup {
  file: string;
  /** The name the download is saved under, with the time it was made. */
  name: string;
  discard: () => void;
}

/**
 * Backups for download, one at a time: a backup holds a database snapshot open while it is written,
 * so a second request while one is being written is refused (409). Each is written to a temporary
 * file and read back in full first: a file that would not restore is never sent (the failure is a
 * 500 with the reason in the log), and the snapshot is released as soon as the file is complete,
 * however slowly the browser then downloads it.
 */
export function backupDownloads(db: Db, options: { objectsDir?: string }): () => Promise<PreparedBackup> {
  let running = false;
  return async () => {
    if (running) throw new AppError("conflict", BUSY);
    running = true;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
    const file = path.join(folder, "backup.jsonl.gz");
    const discard = () => fs.rmSync(folder, { recursive: true, force: true });
    try {
      await writeVerifiedBackup(db, file, options);
    } catch (error) {
      discard();
      throw error;
    } finally {
      running = false;
    }
    const stamp = csvTime(new Date()).replace(" ", "-").replace(":", "");
    return { file, name: `broasted-backup-${stamp}.jsonl.gz`, discard };
  };
}
