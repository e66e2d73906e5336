// The server Playwright runs: the production build on a throwaway database (a new PostgreSQL
// database when DATABASE_URL is set, else a new PGlite folder), removed again when Playwright stops it.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
// Every browser test signs in and submits from 127.0.0.1: the per-client limits would trip over each other.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  SUBMIT_RATE_LIMIT: process.env.SUBMIT_RATE_LIMIT ?? "0",
  LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? "0",
  // Hundreds of sign-ins: bcrypt's lowest cost (production's 12 is tested in tests/unit/password-hash.test.ts).
  PASSWORD_HASH_COST: "4",
};

const serverUrl = process.env.DATABASE_URL;
const dbName = serverUrl && `e2e_${crypto.randomBytes(5).toString("hex")}`;
const pgDatabase = (action) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/pg-database.mjs"), action, serverUrl, dbName], {
      stdio: "inherit",
    });
    child.on("exit", resolve);
  });

if (dbName) {
  if ((await pgDatabase("create")) !== 0) process.exit(1);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, [path.join(root, "dist/server/index.js")], { env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  if (dbName) await pgDatabase("drop");
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
