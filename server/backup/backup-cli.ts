import { openDatabase } from "../db/client";
import { loadDotEnv, loadEnv } from "../env";
import { localObjectsDir } from "../storage/local-storage";
import { writeVerifiedBackup } from "./backup-file";

// `npm run backup -- FILE`: the whole database (DATABASE_URL, or the embedded one in DATA_DIR)
// and the local image files, into FILE (a .jsonl.gz). Written beside FILE first, read back and
// checked, then renamed, so a scheduled run that fails never leaves a file under the final name
// and exits non-zero.
loadDotEnv();
const env = loadEnv();
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run backup -- FILE   (e.g. backups/broasted-2025-01-31.jsonl.gz)");
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const objectsDir = env.S3_BUCKET ? undefined : localObjectsDir(env.DATA_DIR);
  const end = await writeVerifiedBackup(database.db, file, { objectsDir });
  console.log(
    `Backup written to ${file} and checked: ${end.rows} rows, ${end.files} image files${env.S3_BUCKET ? " (images stay in S3)" : ""}.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
