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
  const result = await db.execute(sql.raw(selects.join(" union all ")));
  const rows = (Array.isArray(result) ? result : (result as { rows: { t: string; d: string }[] }).rows) as {
    t: string;
    d: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.t, row.d]));
}

const namesByDb = new WeakMap<Db, Promise<string[]>>();
function tableNames(db: Db): Promise<string[]> {
  let names = namesByDb.get(db);
  if (!names) {
    names = db
      .execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
      .then((result) =>
        ((Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows) as { name: string }[]).map(
          (r) => r.name,
        ),
      );
    namesByDb.set(db, names);
  }
  return names;
}
