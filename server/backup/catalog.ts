import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rawRows } from "../lib/raw-rows";

type Executor = Pick<Db, "execute">;

/**
 * Tables that are not data: sign-in sessions (a restored one would let an old cookie in) and the
 * rate limiter's per-minute counters. Everything else in the public schema is backed up, so a table
 * added later is included without touching this code.
 */
export const TRANSIENT_TABLES = new Set(["sessions", "rate_limit_hits"]);

/** Tables the migrations themselves fill (a fresh installation has these rows); a restore replaces them. */
export const SEEDED_TABLES = new Set(["content_version", "branches"]);

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every data table of the public schema, parents before children (foreign keys), then by name. */
export async function dataTables(db: Executor): Promise<string[]> {
  const tables = await rawRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const links = await rawRows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const names = tables.map((table) => table.name).filter((name) => !TRANSIENT_TABLES.has(name));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const link of links) if (link.child === name && names.includes(link.parent)) visit(link.parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/** The columns a restore writes: all but generated ones, in table order. */
export async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const rows = await rawRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

export type SequenceState = { name: string; lastValue: string | null };

/** Every sequence's position (null: never used), so a restored database hands out the next numbers. */
export async function sequenceStates(db: Executor): Promise<SequenceState[]> {
  const rows = await rawRows<{ name: string; last_value: string | number | null }>(
    db,
    sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value === null ? null : String(row.last_value) }));
}

export type AppliedMigration = { hash: string; createdAt: string };

/** The migrations applied to the database, oldest first; none when it was never migrated. */
export async function appliedMigrations(db: Executor): Promise<AppliedMigration[]> {
  const [exists] = await rawRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  const rows = await rawRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: String(row.created_at) }));
}
