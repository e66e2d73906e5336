// The server Playwright runs: the production build on a throwaway database
// (a new PostgreSQL database when DATABASE_URL is set, else a new PGlite folder).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.SUBMIT_RATE_LIMIT ??= "0";

const baseUrl = process.env.DATABASE_URL;
let dbName;
if (baseUrl) {
  dbName = `e2e_${crypto.randomBytes(5).toString("hex")}`;
  await query(baseUrl, `create database ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
}

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
if (dbName) {
  // The server exits on SIGTERM/SIGINT; drop the database on the way out.
  const drop = () => query(baseUrl, `drop database if exists ${dbName} with (force)`).catch(() => {});
  for (const signal of ["SIGTERM", "SIGINT"]) process.prependListener(signal, () => void drop());
}

await import(path.join(root, "dist/server/index.js"));
