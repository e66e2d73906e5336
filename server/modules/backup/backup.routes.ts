import type { AppDeps } from "../../deps";
import { backupDownloads } from "../../backup/backup-download";
import { implement } from "../../lib/contract-router";
import { localObjectsDir } from "../../storage/local-storage";

/** The full backup as one download (see server/backup). */
export function backupRoutes(deps: AppDeps) {
  const { db, config, storage } = deps;
  const prepareBackup = backupDownloads(db, {
    objectsDir: storage.kind === "local" ? localObjectsDir(config.dataDir) : undefined,
  });
  return implement(deps, "backup", {
    download: async ({ res }) => {
      const backup = await prepareBackup();
      res.set("Content-Type", "application/gzip");
      // Sent with its Content-Length; if sending fails part-way the connection is cut, so the client
      // sees a failed download rather than a shorter file.
      res.download(backup.file, backup.name, (error) => {
        backup.discard();
        if (error) res.destroy();
      });
    },
  });
}
