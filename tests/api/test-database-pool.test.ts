import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { auditLog, branches, menuCategories, menuItems, siteSettings } from "../../server/db/schema";
import { dbFingerprint } from "../support/db-fingerprint";
import { PglitePool, PostgresPool } from "../support/database-pool";
import { adminQuery, databaseUrl, pgliteFromDump } from "../support/test-db";

/** Writes an audit row and answers its id: the audit log's numbering shows where its sequence stands. */
const auditRow = async (database: Database) => {
  const [{ id }] = await database.db
    .insert(auditLog)
    .values({ action: "create", resource: "test" })
    .returning({ id: auditLog.id });
  return id;
};

const rows = async <T>(database: Database, query: string) => {
  const result = await database.db.execute(sql.raw(query));
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
};

// The test databases on PGlite are used again: what one test leaves must never reach the next.
describe.runIf(!process.env.DATABASE_URL)("a PGlite test database handed back", () => {
  const templates = inject("migratedTemplate");
  let opened = 0;
  const pool = new PglitePool(() => {
    if (!("pgliteDump" in templates)) throw new Error("PGlite templates expected");
    opened++;
    return pgliteFromDump(templates.pgliteDump);
  });

  it("is given out again holding exactly the template's rows, sequences and session", async () => {
    const pristine = await pool.take();
    const expected = await dbFingerprint(pristine.db);
    const firstAuditId = await auditRow(pristine);
    await pristine.close();
    expect(opened).toBe(1);

    const used = await pool.take();
    expect(opened).toBe(1);
    expect(await dbFingerprint(used.db)).toEqual(expected);
    const [category] = await used.db.insert(menuCategories).values({ name: "أطباق الاختبار", order: 99 }).returning();
    await used.db.insert(menuItems).values({ name: "دجاج", price: "2.50", categoryId: category.id });
    await used.db.insert(siteSettings).values({ showLotteryPopup: false });
    await used.db.update(branches).set({ phone: "0790000000" });
    await auditRow(used);
    await used.db.execute(sql.raw("set timezone = 'Asia/Tokyo'"));
    const changed = await dbFingerprint(used.db);
    expect(changed.menu_items).not.toBe(expected.menu_items);
    expect(changed.site_settings).not.toBe(expected.site_settings);
    // The branches are rows the migrations wrote: they come back as they were.
    expect(changed.branches).not.toBe(expected.branches);
    await used.close();

    const again = await pool.take();
    expect(opened).toBe(1);
    expect(await dbFingerprint(again.db)).toEqual(expected);
    // The audit log's numbering starts where the template's does, as on a newly loaded database.
    const id = await auditRow(again);
    expect(id).toBe(firstAuditId);
    expect(await rows<{ TimeZone: string }>(again, "show timezone")).not.toEqual([{ TimeZone: "Asia/Tokyo" }]);
    await again.close();
  });

  it("refuses every use by the test that handed it back, and calls none of its listeners again", async () => {
    const first = await pool.take();
    const heard: string[] = [];
    await first.listen!(["menu"], (_channel, payload) => heard.push(payload));
    await first.db.execute(sql.raw("notify menu, 'before'"));
    await expect.poll(() => heard).toEqual(["before"]);
    await first.close();

    await expect(first.db.select().from(menuItems)).rejects.toHaveProperty(
      "cause.message",
      "this database was handed back",
    );
    const next = await pool.take();
    const nextHeard: string[] = [];
    await next.listen!(["menu"], (_channel, payload) => nextHeard.push(payload));
    await next.db.execute(sql.raw("notify menu, 'after'"));
    await expect.poll(() => nextHeard).toEqual(["after"]);
    expect(heard).toEqual(["before"]);
    await next.close();
  });

  it("is closed, not given out again, when a test changed its schema", async () => {
    const changed = await pool.take();
    await changed.db.execute(sql.raw("create table left_behind (id int)"));
    const before = opened;
    await changed.close();

    const next = await pool.take();
    expect(opened).toBe(before + 1);
    expect(await rows(next, "select to_regclass('left_behind') as t")).toEqual([{ t: null }]);
    await next.close();
    await pool.drain();
  });
});

describe.runIf(process.env.DATABASE_URL)("a PostgreSQL test database handed back", () => {
  const templates = inject("migratedTemplate");
  const created: string[] = [];
  const pool = new PostgresPool(async () => {
    if (!("postgresTemplate" in templates)) throw new Error("PostgreSQL templates expected");
    const name = `${templates.databasePrefix}pool_${created.length}_${process.pid}`;
    await adminQuery(process.env.DATABASE_URL!, `create database ${name} template ${templates.postgresTemplate}`);
    created.push(name);
    return databaseUrl(process.env.DATABASE_URL!, name);
  });

  it("is given out again holding exactly the template's rows and sequences", async () => {
    const pristine = await pool.take();
    const expected = await dbFingerprint(pristine.db);
    const firstAuditId = await auditRow(pristine);
    await pristine.close();

    const used = await pool.take();
    expect(used.url).toBe(pristine.url);
    expect(await dbFingerprint(used.db)).toEqual(expected);
    await used.db.update(branches).set({ phone: "0790000000" });
    await used.db.insert(siteSettings).values({ showLotteryPopup: false });
    expect((await dbFingerprint(used.db)).branches).not.toBe(expected.branches);
    await used.close();

    const again = await pool.take();
    expect(again.url).toBe(pristine.url);
    expect(await dbFingerprint(again.db)).toEqual(expected);
    const id = await auditRow(again);
    expect(id).toBe(firstAuditId);
    await again.close();
    expect(created).toHaveLength(1);
  });

  it("is not given out again while another connection to it is open, nor once its schema changed", async () => {
    const shared = await pool.take();
    const other = await openDatabase({ databaseUrl: shared.url, migrate: false });
    await other.db.execute(sql.raw("select 1"));
    await shared.close();
    const next = await pool.take();
    expect(next.url).not.toBe(shared.url);
    await other.close();

    await next.db.execute(sql.raw("create table left_behind (id int)"));
    await next.close();
    const third = await pool.take();
    expect([shared.url, next.url]).not.toContain(third.url);
    expect(await rows(third, "select to_regclass('left_behind') as t")).toEqual([{ t: null }]);
    await third.close();
  });
});
