import fs from "node:fs";
import { openDatabase } from "../db/client";
import { loadDotEnv, loadEnv } from "../env";
import { localObjectsDir } from "../storage/local-storage";
import { writeBackup } from "./write-backup";

// `npm run backup -- FILE`: the whole database (DATABASE_URL, or the embedded one in DATA_DIR)
// and the local image files, into FILE (a .jsonl.gz). Written beside FILE first, then renamed,
// so a scheduled run that fails half-way never leaves a cut-off file under the final name.
loadDotEnv();
const env = loadEnv();
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run backup -- FILE   (e.g. backups/broasted-2025-01-31.jsonl.gz)");
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const partial = `${file}.partial`;
try {
  const objectsDir = env.S3_BUCKET ? undefined : localObjectsDir(env.DATA_DIR);
  const end = await writeBackup(database.db, fs.createWriteStream(partial), { objectsDir });
  fs.renameSync(partial, file);
  console.log(
    `Backup written to ${file}: ${end.rows} rows, ${end.files} image files${env.S3_BUCKET ? " (images stay in S3)" : ""}.`,
  );
} catch (error) {
  fs.rmSync(partial, { force: true });
  throw error;
} finally {
  await database.close();
}
