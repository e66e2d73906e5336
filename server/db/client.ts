import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { log, safeError } from "../observability/logger";
import { acquireFolderLock } from "./folder-lock";
import { migratePostgres, migrationsFolder } from "./migrate";

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /**
   * LISTEN on channels (PostgreSQL: over one dedicated connection; PGlite: in-process); resolves to
   * a stop function. `onEnd` is called once when that connection ends for any reason (its stop
   * function included); PGlite's never ends on its own.
   */
  listen?(
    channels: readonly string[],
    onNotify: (channel: string, payload: string) => void,
    onEnd?: () => void,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections, for metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for PGlite data; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this dump (PGlite's dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Blob;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrate = options.migrate !== false;
  if (options.databaseUrl) {
    if (migrate) await migratePostgres(options.databaseUrl);
    return openPostgres(options.databaseUrl);
  }
  const database = await openPglite(options.dataDir, options.loadDataDir);
  if (migrate) {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(database.db as never, { migrationsFolder });
  }
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // numeric stays text ("3.50"), as the API returns prices.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", (error) => log.error({ err: safeError(error) }, "postgres pool error"));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const listen: Database["listen"] = async (channels, onNotify, onEnd) => {
    // Named, so an operator can find (or end) it in pg_stat_activity. Keep-alive probes notice a
    // connection that died without a word (a dropped network path), so it is opened again.
    const client = new pg.Client({ connectionString: url, application_name: `listen:${process.pid}`, keepAlive: true });
    client.on("error", (error) => log.error({ err: safeError(error) }, "postgres LISTEN connection error"));
    client.on("notification", (message) => onNotify(message.channel, message.payload ?? ""));
    if (onEnd) client.once("end", onEnd);
    try {
      await client.connect();
      await client.query(channels.map((channel) => `LISTEN "${channel.replace(/"/g, "")}";`).join(" "));
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return () => client.end();
  };
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, driver: "postgres", listen, poolStats, close: () => pool.end() };
}

async function openPglite(dataDir = "./data", loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const inMemory = dataDir.startsWith("memory://");
  let release = () => {};
  let folder: string | undefined;
  if (!inMemory) {
    folder = path.resolve(dataDir, "pglite");
    fs.mkdirSync(folder, { recursive: true });
    release = acquireFolderLock(path.resolve(dataDir, "pglite.lock"));
  }
  try {
    const client = await PGlite.create(folder ?? "memory://", { extensions: { pg_trgm }, loadDataDir });
    return await pgliteDatabase(client, async () => {
      await client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

/** The app's view of an open PGlite client; `close` is what closing it does. */
export async function pgliteDatabase(client: PGlite, close: () => Promise<void>): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const db = drizzle({ client, schema }) as unknown as Db;
  const listen: Database["listen"] = async (channels, onNotify, onEnd) => {
    const stops = await Promise.all(
      channels.map((channel) => client.listen(channel, (payload) => onNotify(channel, payload))),
    );
    return async () => {
      await Promise.allSettled(stops.map((stop) => stop()));
      onEnd?.();
    };
  };
  return { db, driver: "pglite", listen, close };
}
