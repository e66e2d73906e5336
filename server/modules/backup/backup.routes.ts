import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Router, type Request, type RequestHandler } from "express";
import type { AppDeps } from "../../deps";
import { writeBackup } from "../../backup/write-backup";
import { AppError } from "../../lib/app-error";
import { csvTime } from "../../lib/csv";
import { ADMIN_REQUIRED, isAdmin } from "../../middleware/require-admin";
import { localObjectsDir } from "../../storage/local-storage";

const BUSY = "يتم إنشاء نسخة احتياطية أخرى الآن، يرجى المحاولة بعد قليل";

/** BACKUP_TOKEN lets a scheduled job (cron + curl) download without a session; compared in constant time. */
function hasToken(req: Request, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(req.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Mounted at /api/admin: the full backup as one download (see server/backup). */
export function backupRoutes({ db, config, storage }: AppDeps): Router {
  const router = Router();
  let running = false;

  const adminOrToken: RequestHandler = (req, _res, next) =>
    isAdmin(req) || hasToken(req, config.backupToken) ? next() : next(new AppError("unauthorized", ADMIN_REQUIRED));

  router.get("/backup", adminOrToken, async (_req, res) => {
    // One at a time: a backup holds a database snapshot open while it is written.
    if (running) throw new AppError("conflict", BUSY);
    running = true;
    // Written to a temporary file first: the snapshot is released as soon as the file is complete,
    // however slowly the browser then downloads it.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
    const file = path.join(folder, "backup.jsonl.gz");
    const cleanup = () => fs.rmSync(folder, { recursive: true, force: true });
    try {
      const objectsDir = storage.kind === "local" ? localObjectsDir(config.dataDir) : undefined;
      await writeBackup(db, fs.createWriteStream(file), { objectsDir });
    } catch (error) {
      cleanup();
      throw error;
    } finally {
      running = false;
    }
    const stamp = csvTime(new Date()).replace(" ", "-").replace(":", "");
    res.set("Content-Type", "application/gzip");
    res.download(file, `broasted-backup-${stamp}.jsonl.gz`, cleanup);
  });
  return router;
}
