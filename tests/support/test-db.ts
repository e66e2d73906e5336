import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";

/**
 * A fresh database built by the production migrations (or left bare with migrate: false): in-memory PGlite by default,
 * or a new PostgreSQL database (dropped afterwards) when DATABASE_URL is set.
 */
export async function freshDatabase({ migrate = true } = {}): Promise<Database & { name: string; url?: string }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ dataDir: "memory://", migrate });
    return { ...database, name: "pglite" };
  }
  const name = `t_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrate });
  return {
    ...database,
    name,
    url: url.toString(),
    close: async () => {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
