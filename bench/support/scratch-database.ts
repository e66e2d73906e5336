import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";

export const DEFAULT_BASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

async function adminQuery(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database built by the production migrations; `drop()` removes it. */
export async function scratchDatabase(baseUrl = process.env.DATABASE_URL || DEFAULT_BASE_URL) {
  const name = `bench_${crypto.randomBytes(5).toString("hex")}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  const drop = async () => {
    await database?.close();
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    database = await openDatabase({ databaseUrl: url.toString() });
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, url: url.toString(), database, drop };
}
