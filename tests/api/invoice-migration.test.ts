import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { migratePostgres, migrationsFolder } from "../../server/db/migrate";
import { normalizeInvoice } from "../../shared/normalize";

/** The migrations folder as it was before 0003 (invoice-normal-form). */
function foldersBefore0003(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 2);
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

// Entries stored before the rule, as visitors typed them (digits already Latin, as the old form stored them).
const OLD = ["INV-CASE", "inv-case", "12345", "１２３４５", "12 345", "AB–77", "Other-1"];

describe("migration 0003 moves existing entries to the invoice normal form", () => {
  it("fills invoice_normal like normalizeInvoice and keeps entries that now collide", async () => {
    const before = foldersBefore0003();
    const insert = `insert into lottery_entries (invoice_number, phone_number, submitted_at)
      select v, '0790000000', now() + make_interval(secs => o) from unnest($1::text[]) with ordinality as t(v, o)`;
    let rows: Array<{ invoice_number: string; invoice_normal: string }>;
    const base = process.env.DATABASE_URL;
    if (base) {
      const name = `t_${crypto.randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        await migratePostgres(url.toString(), before);
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        await client.query(insert, [OLD]);
        await client.end();
        await migratePostgres(url.toString());
        const reader = new pg.Client({ connectionString: url.toString() });
        await reader.connect();
        rows = (await reader.query("select invoice_number, invoice_normal from lottery_entries order by submitted_at"))
          .rows;
        await reader.end();
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else {
      const database = await openDatabase({ dataDir: "memory://", migrate: false });
      try {
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        await migrate(database.db as never, { migrationsFolder: before });
        await database.db.execute(
          sql.raw(insert.replace("$1::text[]", `array[${OLD.map((v) => `'${v}'`).join(",")}]`)),
        );
        await migrate(database.db as never, { migrationsFolder });
        const result = (await database.db.execute(
          sql`select invoice_number, invoice_normal from lottery_entries order by submitted_at`,
        )) as unknown as { rows: typeof rows };
        rows = result.rows;
      } finally {
        await database.close();
      }
    }
    fs.rmSync(before, { recursive: true, force: true });

    expect(rows.map((r) => r.invoice_number)).toEqual(OLD);
    const seen = new Set<string>();
    for (const row of rows) {
      const normal = normalizeInvoice(row.invoice_number);
      // The first of each spelling gets the normal form; later collisions keep their entry under a distinct key.
      if (seen.has(normal)) expect(row.invoice_normal).toMatch(new RegExp(`^${normal}#[0-9a-f-]{36}$`));
      else expect(row.invoice_normal).toBe(normal);
      seen.add(normal);
    }
    expect(seen).toEqual(new Set(["invcase", "12345", "ab77", "other1"]));
  });
});
