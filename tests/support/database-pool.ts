import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openDatabase, pgliteDatabase } from "../../server/db/client";

/** What the template's state is read and put back through: a PGlite client, or one PostgreSQL connection. */
interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * Migrated databases for one test worker, used again instead of copied again from the run's template.
 *
 * A database handed back is emptied (every table truncated, the template's rows put back, every sequence
 * set to where the template's was) and checked: its schema and its rows must be the template's again, or
 * it is not used again. On PGlite loading the template costs a worker over a second of CPU (a 40 MB data
 * folder unpacked and a PostgreSQL started on it), and putting a used database back a tenth of that.
 * The client a test was given stops working once it is handed back, so a late write from a closed app
 * fails as it would on a closed database, and never lands in the next test.
 */
export class PglitePool {
  readonly #idle: PGlite[] = [];
  #template?: Promise<TemplateState>;

  constructor(private readonly open: () => Promise<PGlite>) {}

  async take(): Promise<Database> {
    const client = this.#idle.pop() ?? (await this.#openNew());
    return this.#lend(client);
  }

  /** Closes the databases waiting to be used again. */
  async drain(): Promise<void> {
    await Promise.allSettled(this.#idle.splice(0).map((client) => client.close()));
  }

  async #openNew(): Promise<PGlite> {
    const client = await this.open();
    // The first database a worker opens is read before anyone writes to it: that is the template's state.
    this.#template ??= readTemplateState(client as Sql);
    await this.#template;
    return client;
  }

  async #lend(client: PGlite): Promise<Database> {
    let lent = true;
    const stops: (() => Promise<void>)[] = [];
    const guarded = new Proxy(client, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (property === "listen") {
          return async (channel: string, callback: (payload: string) => void) => {
            if (!lent) throw new Error("this database was handed back");
            const stop = await target.listen(channel, (payload) => lent && callback(payload));
            stops.push(stop);
            return stop;
          };
        }
        return (...args: unknown[]) => {
          if (!lent) throw new Error("this database was handed back");
          return value.apply(target, args);
        };
      },
    });
    return pgliteDatabase(guarded, async () => {
      if (!lent) return;
      lent = false;
      await Promise.allSettled(stops.map((stop) => stop()));
      try {
        // Ends whatever a test left behind in the session: settings, prepared statements, locks, LISTENs.
        await client.exec("discard all");
        await resetToTemplate(client as Sql, await this.#template!);
        this.#idle.push(client);
      } catch {
        await client.close();
      }
    });
  }
}

/**
 * The same for PostgreSQL: databases copied from the run's template by `create`, each opened anew for the
 * test that takes it. One is used again only once nobody else is connected to it (a second app or a
 * process a test started on it may still be): a late write cannot land in the next test.
 */
export class PostgresPool {
  readonly #idle: string[] = [];
  #template?: Promise<TemplateState>;

  /** `create` makes a new copy of the migrated template and answers its URL. */
  constructor(private readonly create: () => Promise<string>) {}

  async take(): Promise<Database & { url: string }> {
    let url = this.#idle.pop();
    if (!url) {
      url = await this.create();
      // The first database a worker creates is read before anyone writes to it: that is the template's state.
      this.#template ??= onConnection(url, readTemplateState);
      await this.#template;
    }
    const database = await openDatabase({ databaseUrl: url, migrate: false });
    let lent = true;
    const handBack = async () => {
      if (!lent) return;
      lent = false;
      await database.close();
      const template = await this.#template!;
      const reset = await onConnection(url, async (client) => {
        if (!(await aloneOn(client))) return false;
        await resetToTemplate(client, template);
        return true;
      }).catch(() => false);
      if (reset) this.#idle.push(url);
    };
    return { ...database, url, close: handBack };
  }
}

async function onConnection<T>(url: string, work: (client: Sql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A table another session still holds is not waited for: the database is simply not used again.
    await client.query("set lock_timeout = '2s'");
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether this is the only connection to its database, once the connections just closed are gone. */
async function aloneOn(client: Sql): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows } = await client.query<{ others: number }>(
      "select count(*)::int as others from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    if (rows[0].others === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

interface TemplateState {
  schema: string;
  rows: string;
  tables: { name: string; columns: string; json: string | null }[];
  sequences: { name: string; value: string; called: boolean }[];
}

// Every table outside PostgreSQL's own schemas: the app's, and the migrations' record.
const USER_TABLES = `select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by 1`;

/** What the schema is made of: relations, columns, defaults, constraints, indexes, triggers, functions, types, extensions and roles. */
const SCHEMA_FINGERPRINT = `select md5(string_agg(part, E'\\n' order by part)) as digest from (
  select format('rel %s.%s %s', n.nspname, c.relname, c.relkind) as part from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
  union all select format('col %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and a.attnum > 0 and not a.attisdropped
  union all select format('default %s %s', adrelid::regclass, pg_get_expr(adbin, adrelid)) from pg_attrdef
  union all select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint
    where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select format('index %s', pg_get_indexdef(indexrelid)) from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
  union all select format('trigger %s %s', tgrelid::regclass, tgname) from pg_trigger where not tgisinternal
  union all select format('function %s', p.oid::regprocedure) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all select format('type %s.%s', n.nspname, t.typname) from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
  union all select format('extension %s %s', extname, extversion) from pg_extension
  union all select format('role %s', rolname) from pg_roles
  union all select format('setting %s', setconfig) from pg_db_role_setting
) parts`;

async function readTemplateState(client: Sql): Promise<TemplateState> {
  const names = (await client.query<{ name: string }>(USER_TABLES)).rows.map((row) => row.name);
  const tables: TemplateState["tables"] = [];
  for (const name of names) {
    const columns = (
      await client.query<{ name: string }>(
        `select quote_ident(attname) as name from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [name],
      )
    ).rows
      .map((row) => row.name)
      .join(", ");
    const json = (await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${name} t`))
      .rows[0].json;
    tables.push({ name, columns, json });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
         last_value is not null as called from pg_sequences`,
    )
  ).rows;
  return { schema: await schemaFingerprint(client), rows: await rowsFingerprint(client, names), tables, sequences };
}

async function resetToTemplate(client: Sql, template: TemplateState): Promise<void> {
  if ((await schemaFingerprint(client)) !== template.schema) throw new Error("the schema was changed");
  await client.query("begin");
  try {
    // Rows go back without firing triggers or checking references until every table is whole again.
    await client.query("set local session_replication_role = replica");
    await client.query(`truncate ${template.tables.map((table) => table.name).join(", ")} restart identity cascade`);
    for (const { name, columns, json } of template.tables) {
      if (!json) continue;
      await client.query(
        `insert into ${name} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${name}, $1::json)`,
        [json],
      );
    }
    for (const { name, value, called } of template.sequences) {
      await client.query("select setval($1::regclass, $2::bigint, $3)", [name, value, called]);
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
  const names = template.tables.map((table) => table.name);
  if ((await rowsFingerprint(client, names)) !== template.rows) throw new Error("the rows differ from the template's");
}

async function schemaFingerprint(client: Sql): Promise<string> {
  return (await client.query<{ digest: string }>(SCHEMA_FINGERPRINT)).rows[0].digest;
}

/** One digest of every row of every table, and of every sequence's position. */
async function rowsFingerprint(client: Sql, tables: string[]): Promise<string> {
  const parts = tables.map(
    (name) =>
      `select '${name}' || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as part from ${name} t`,
  );
  parts.push(
    `select string_agg(format('%s.%s=%s', schemaname, sequencename, last_value), ',' order by sequencename) from pg_sequences`,
  );
  const sql = `select md5(string_agg(part, E'\\n' order by part)) as digest from (${parts.join(" union all ")}) parts(part)`;
  return (await client.query<{ digest: string }>(sql)).rows[0].digest;
}
