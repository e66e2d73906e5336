import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Router, type Request, type RequestHandler } from "express";
import type { AppDeps } from "../../deps";
import { writeVerifiedBackup } from "../../backup/backup-file";
import { AppError } from "../../lib/app-error";
import { csvTime } from "../../lib/csv";
import { hasBearerToken } from "../../lib/secret-match";
import { requireAdmin } from "../../middleware/require-admin";
import { localObjectsDir } from "../../storage/local-storage";

const BUSY = "يتم إنشاء نسخة احتياطية أخرى الآن، يرجى المحاولة بعد قليل";

/** BACKUP_TOKEN lets a scheduled job (cron + curl) download without a session; compared in constant time. */
const hasToken = (req: Request, token: string | undefined) => hasBearerToken(req.get("authorization"), token);

/** Mounted at /api/admin: the full backup as one download (see server/backup). */
export function backupRoutes({ db, config, storage }: AppDeps): Router {
  const router = Router();
  let running = false;

  const adminOrToken: RequestHandler = (req, res, next) =>
    hasToken(req, config.backupToken) ? next() : requireAdmin(req, res, next);

  router.get("/backup", adminOrToken, async (_req, res) => {
    // One at a time: a backup holds a database snapshot open while it is written.
    if (running) throw new AppError("conflict", BUSY);
    running = true;
    // Written to a temporary file and read back in full first: a file that would not restore is
    // never sent, and the snapshot is released as soon as the file is complete, however slowly the
    // browser then downloads it.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
    const file = path.join(folder, "backup.jsonl.gz");
    const cleanup = () => fs.rmSync(folder, { recursive: true, force: true });
    try {
      const objectsDir = storage.kind === "local" ? localObjectsDir(config.dataDir) : undefined;
      await writeVerifiedBackup(db, file, { objectsDir });
    } catch (error) {
      cleanup();
      // A 500 (the generic message, the reason in the log): never a file that will not restore.
      throw error;
    } finally {
      running = false;
    }
    const stamp = csvTime(new Date()).replace(" ", "-").replace(":", "");
    res.set("Content-Type", "application/gzip");
    // Sent with its Content-Length; if sending fails part-way the connection is cut, so the client
    // sees a failed download rather than a shorter file.
    res.download(file, `broasted-backup-${stamp}.jsonl.gz`, (error) => {
      cleanup();
      if (error) res.destroy();
    });
  });
  return router;
}
