import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";

/**
 * Every row of every table, as one digest per table (count plus an md5 of the rows' text), in one
 * round trip. Equal fingerprints before and after a request mean it changed no row.
 */
export async function dbFingerprint(db: Db, ignore: readonly string[] = []): Promise<Record<string, string>> {
  const tables = await tableNames(db);
  const selects = tables
    .filter((name) => !ignore.includes(name))
    .map(
      (name) =>
        `select '${name}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d from "${name}" x`,
    );
  const rows = await selectRows<{ t: string; d: string }>(db, selects.join(" union all "));
  return Object.fromEntries(rows.map((row) => [row.t, row.d]));
}

const namesByDb = new WeakMap<Db, Promise<string[]>>();
function tableNames(db: Db): Promise<string[]> {
  let names = namesByDb.get(db);
  if (!names) {
    names = selectRows<{ name: string }>(
      db,
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    ).then((rows) => rows.map((r) => r.name));
    namesByDb.set(db, names);
  }
  return names;
}

/**
 * Counts every row written from now on, per table: a trigger on each table of the app adds to a
 * counter in a schema of its own (outside the app's tables, so backups and the fingerprint never see
 * it). A write rolled back takes its count with it. Reading the counters is one small query, where a
 * fingerprint reads every row: for a check after each of a thousand requests. It is stricter than a
 * fingerprint: a row written with the values it already had counts as written.
 */
export async function watchRowWrites(db: Db): Promise<(ignore?: readonly string[]) => Promise<Record<string, number>>> {
  const tables = await tableNames(db);
  const statements = [
    "create schema if not exists row_watch",
    "create table if not exists row_watch.writes (t text primary key, n bigint not null)",
    `create or replace function row_watch.count() returns trigger language plpgsql as $$
     begin
       insert into row_watch.writes (t, n) values (TG_TABLE_NAME, 1)
       on conflict (t) do update set n = row_watch.writes.n + 1;
       return null;
     end $$`,
    ...tables.flatMap((name) => [
      `create or replace trigger row_watch_rows after insert or update or delete on "${name}" for each row execute function row_watch.count()`,
      `create or replace trigger row_watch_truncate after truncate on "${name}" for each statement execute function row_watch.count()`,
    ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  return async (ignore = []) => {
    const rows = await selectRows<{ t: string; n: number }>(db, "select t, n::int as n from row_watch.writes");
    return Object.fromEntries(rows.filter((row) => !ignore.includes(row.t)).map((row) => [row.t, Number(row.n)]));
  };
}

/** A raw query's rows, whether the driver answers with them or with an object holding them in `rows`. */
async function selectRows<Row>(db: Db, query: string): Promise<Row[]> {
  const result = await db.execute(sql.raw(query));
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
