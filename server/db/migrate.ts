import path from "node:path";
import { projectRoot } from "../lib/paths";

export const migrationsFolder = path.resolve(projectRoot, "migrations");

// Any constant works; it only has to be the same for every process running migrations.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies migrations/ to PostgreSQL on one connection, holding an advisory lock so concurrent starts do not race. */
export async function migratePostgres(url: string, folder = migrationsFolder): Promise<void> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
