import fs from "node:fs";
import { openDatabase } from "../db/client";
import { loadDotEnv, loadEnv } from "../env";
import { localObjectsDir } from "../storage/local-storage";
import { restoreBackup } from "./restore-backup";

// `npm run restore -- FILE`: loads a backup into the empty installation DATABASE_URL (or DATA_DIR)
// points at; refuses one that holds data. Run it before the server's first start, with the server stopped.
loadDotEnv();
const env = loadEnv();
const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error(file ? `No such file: ${file}` : "Usage: npm run restore -- FILE");
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrate: false });
try {
  const objectsDir = env.S3_BUCKET ? undefined : localObjectsDir(env.DATA_DIR);
  const summary = await restoreBackup(database, file, { objectsDir });
  console.log(
    `Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.files} image files from ${file}.`,
  );
  if (summary.imagesSkipped)
    console.log("Images were not written: S3_BUCKET is set; copy them into the bucket yourself.");
} catch (error) {
  console.error(`Restore refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
