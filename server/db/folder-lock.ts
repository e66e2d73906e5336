import fs from "node:fs";

/**
 * PGlite is a single-process database: two servers on one folder would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireFolderLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${lockPath.replace(/pglite\.lock$/, "")} is in use by process ${owner}. ` +
            "Stop that server, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
