import { openDatabase } from "./client";
import { loadDotEnv, loadEnv } from "../env";

// `npm run db:migrate`: apply migrations to DATABASE_URL (or the embedded database) and exit.
loadDotEnv();
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.close();
console.log("Migrations applied.");
