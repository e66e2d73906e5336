import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { dataTables, quoteIdent, SEEDED_TABLES } from "../../server/backup/catalog";
import { rawRows } from "../../server/lib/raw-rows";

/**
 * Arbitrary rows for every data table, written straight into the database: every column gets a
 * generated value of its type, text columns any text PostgreSQL accepts. Found from the catalog, so
 * a table or column added later is covered without touching this file.
 */

/** Any character a text column accepts (every code point but NUL and the surrogates), the awkward ones often. */
const textChar = fc.oneof(
  fc.constantFrom("\u2028", "\u2029", "\n", "\r", '"', "\\", "\u0085", "\t", "\u0001", "\u001f", "\ufeff", "\u200f"),
  fc.constantFrom("😀", "𝕏", "\u{10ffff}", "}", '{"t":', '"},"r":{', "\\u0000", "ع"),
  fc
    .integer({ min: 1, max: 0x10ffff })
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCodePoint(code)),
);
/** At most `maxLength` characters (a unit may be several), as varchar(n) counts them. */
const anyText = (maxLength = 10) =>
  fc.string({ unit: textChar, maxLength }).map((text) => Array.from(text).slice(0, maxLength).join(""));

type Column = {
  name: string;
  type: string;
  /** varchar(n): n; numeric(p, s): p and s. */
  length: number | null;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  unique: boolean;
  parent?: { table: string; column: string };
};
export type TableShape = { name: string; columns: Column[] };
export type Dataset = { rows: Record<string, unknown>[][]; images: { key: string; data: Uint8Array }[] };

const microseconds = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, "0"));
const timestamp = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(
        fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
        microseconds,
      )
      .map(([date, micro]) => `${date.toISOString().slice(0, 23)}${micro}Z`),
  },
  { weight: 1, arbitrary: fc.constantFrom("infinity", "-infinity") },
);
const decimal = (precision: number | null, fixedScale: number | null) =>
  fc.oneof(
    {
      weight: 9,
      arbitrary: fc
        .tuple(
          fc.bigInt({ min: -(10n ** BigInt(precision ?? 30)) + 1n, max: 10n ** BigInt(precision ?? 30) - 1n }),
          fixedScale === null ? fc.integer({ min: 0, max: 20 }) : fc.constant(fixedScale),
        )
        .map(([digits, scale]) => {
          const text = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, "0");
          const point = text.length - scale;
          return `${digits < 0n ? "-" : ""}${text.slice(0, point)}${scale ? `.${text.slice(point)}` : ""}`;
        }),
    },
    { weight: 1, arbitrary: fc.constant("NaN") },
  );

function columnValue(column: Column): fc.Arbitrary<unknown> {
  switch (column.type) {
    case "text":
    case "varchar":
      return anyText(column.length === null ? 10 : Math.min(10, column.length - 3));
    case "_text":
      return fc.array(anyText(), { maxLength: 3 });
    case "jsonb":
      // A top-level JSON null would be SQL NULL; the column's own nullability decides that.
      return fc.jsonValue({ maxDepth: 2, stringUnit: textChar }).filter((value) => value !== null);
    case "numeric":
      return decimal(column.precision, column.scale);
    case "float8":
      return fc.double().map((n) => (Number.isFinite(n) ? n : String(n)));
    case "int4":
      return fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    case "_int4":
      return fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 3 });
    case "int8":
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String);
    case "bool":
      return fc.boolean();
    case "timestamptz":
      return timestamp;
    case "uuid":
      return fc.uuid();
    default:
      throw new Error(`No generator for column type ${column.type}: add one`);
  }
}

/** Keeps unique columns unique across the rows of one table (the generated part follows a row-number prefix). */
function distinct(column: Column, value: unknown, index: number): unknown {
  if (!column.unique || value === null) return value;
  if (typeof value === "string" && column.type === "uuid") return `${value.slice(0, -1)}${index}`;
  if (column.type === "text" || column.type === "varchar") return `${index}~${value}`;
  return index + 1;
}

/** The tables a dataset fills: every data table but the ones the migrations fill themselves. */
export async function tableShapes(db: Db): Promise<TableShape[]> {
  const shapes: TableShape[] = [];
  for (const name of await dataTables(db)) {
    if (SEEDED_TABLES.has(name)) continue;
    const columns = await rawRows<{
      name: string;
      type: string;
      length: number | null;
      precision: number | null;
      scale: number | null;
      nullable: boolean;
      unique: boolean;
      ptable: string | null;
      pcolumn: string | null;
    }>(
      db,
      sql`select c.column_name as name, c.udt_name as type, c.is_nullable = 'YES' as nullable,
            c.character_maximum_length as length, c.numeric_precision as precision, c.numeric_scale as scale,
            exists (select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid
                    where i.indrelid = ${name}::regclass and i.indisunique and a.attname = c.column_name
                      and (a.attnum = any(i.indkey)
                        -- a column inside a unique index's expression (a name compared in a normal form)
                        or exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
                                     and d.objid = i.indexrelid and d.refobjid = i.indrelid and d.refobjsubid = a.attnum))) as unique,
            (select pa.relname from pg_constraint k join pg_class pa on pa.oid = k.confrelid
               join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
              where k.conrelid = ${name}::regclass and k.contype = 'f' and a.attname = c.column_name) as ptable,
            (select pa.attname from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
               join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
              where k.conrelid = ${name}::regclass and k.contype = 'f' and a.attname = c.column_name) as pcolumn
          from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = ${name} and c.is_generated = 'NEVER'
          order by c.ordinal_position`,
    );
    shapes.push({
      name,
      columns: columns.map((column) => ({
        name: column.name,
        type: column.type,
        length: column.length,
        precision: column.type === "numeric" ? column.precision : null,
        scale: column.type === "numeric" ? column.scale : null,
        nullable: column.nullable,
        unique: column.unique,
        parent: column.ptable && column.pcolumn ? { table: column.ptable, column: column.pcolumn } : undefined,
      })),
    });
  }
  return shapes;
}

/** One to `maxRows` rows per table (children point at their parents' first row) and up to two image files. */
export function datasetOf(shapes: TableShape[], maxRows = 3): fc.Arbitrary<Dataset> {
  const tableRows = shapes.map((shape) =>
    fc.array(
      fc.record(
        Object.fromEntries(
          shape.columns.map((column) => [
            column.name,
            column.nullable ? fc.option(columnValue(column), { nil: null, freq: 4 }) : columnValue(column),
          ]),
        ),
      ),
      { minLength: 1, maxLength: maxRows },
    ),
  );
  const image = fc.record({
    key: fc.uuid().map((id) => `images/${id}.webp`),
    data: fc.uint8Array({ maxLength: 200 }),
  });
  return fc
    .record({ rows: fc.tuple(...tableRows), images: fc.uniqueArray(image, { maxLength: 2, selector: (i) => i.key }) })
    .map(({ rows, images }) => {
      const byTable = new Map<string, Record<string, unknown>[]>();
      const fixed = shapes.map((shape, t) => {
        const table = rows[t].map((row, index) => {
          const out: Record<string, unknown> = {};
          for (const column of shape.columns) {
            const value = distinct(column, row[column.name], index);
            const parent = column.parent && byTable.get(column.parent.table)?.[0];
            out[column.name] = parent && (value !== null || column.unique) ? parent[column.parent!.column] : value;
          }
          return out;
        });
        // A column that is both the key and a foreign key (one row per parent) keeps one row.
        const single = shape.columns.some((column) => column.unique && column.parent) ? table.slice(0, 1) : table;
        byTable.set(shape.name, single);
        return single;
      });
      return { rows: fixed, images };
    });
}

/** Empties every data table (children first) and the image folder, then writes the dataset. */
export async function fill(db: Db, shapes: TableShape[], dataset: Dataset, objectsDir: string): Promise<void> {
  for (const shape of [...shapes].reverse()) await db.execute(sql.raw(`delete from ${quoteIdent(shape.name)}`));
  for (const [t, shape] of shapes.entries()) {
    const table = quoteIdent(shape.name);
    const columns = shape.columns.map((column) => quoteIdent(column.name)).join(", ");
    await db.execute(
      sql`${sql.raw(`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, `)}${JSON.stringify(dataset.rows[t])}::json)`,
    );
  }
  fs.rmSync(objectsDir, { recursive: true, force: true });
  for (const { key, data } of dataset.images) {
    fs.mkdirSync(path.dirname(path.join(objectsDir, key)), { recursive: true });
    fs.writeFileSync(path.join(objectsDir, key), data);
  }
}
