import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, gt, sql } from "drizzle-orm";
import { auditLog, menuItems, siteSettings } from "../../server/db/schema";
import { createLogger } from "../../server/observability/logger";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { startTestApp, type TestApp } from "../support/test-app";
import { created } from "./recruitment-fixtures";

/** A value that, anywhere in an audit row's changes, makes this test database refuse the row. */
const REFUSED = "audit-refused";

describe("an admin write and its audit row are one transaction", () => {
  let app: TestApp;
  let admin: TestClient;
  const lines: string[] = [];
  beforeAll(async () => {
    const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
    app = await startTestApp({}, { logger });
    admin = app.client();
    await signInAdmin(app.db, admin);
    // Test database only: the audit insert fails for a marked change, as a full disk or a lost connection would.
    await app.db.execute(
      sql.raw(`create function refuse_marked_audit() returns trigger language plpgsql as $$
        begin
          if new.changes::text like '%${REFUSED}%' then raise exception 'audit row refused by the test'; end if;
          return new;
        end $$`),
    );
    await app.db.execute(
      sql.raw(
        "create trigger refuse_marked_audit before insert on audit_log for each row execute function refuse_marked_audit()",
      ),
    );
  });
  afterAll(() => app.close());

  const lastAuditId = async () =>
    (await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
  const auditSince = (id: number) => app.db.select().from(auditLog).where(gt(auditLog.id, id));
  const dish = async (id: string) => (await app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0];

  /** Sends the write; it must fail as a logged 500 that leaves no audit row. */
  async function expectFailedWrite(send: () => ReturnType<TestClient["get"]>) {
    const auditBefore = await lastAuditId();
    const logged = lines.length;
    const res = await send();
    expect(res.status, res.text).toBe(500);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await auditSince(auditBefore)).toEqual([]);
    // A real fault: logged with its cause, not passed off as the visitor's mistake.
    expect(lines.slice(logged).join("")).toContain("audit row refused by the test");
  }

  it("a create whose audit row fails answers an error and stores no row", async () => {
    const name = `زنجر ${unique(REFUSED)}`;
    await expectFailedWrite(() => admin.post("/api/menu-items", { name, price: "3.5" }));
    expect(await app.db.select().from(menuItems).where(eq(menuItems.name, name))).toEqual([]);
  });

  it("an update whose audit row fails answers an error and leaves the row as it was", async () => {
    const item = await created(admin, "/api/menu-items", { name: unique("زنجر "), price: "3.5" });
    const stored = await dish(item.id);
    await expectFailedWrite(() =>
      admin.put(`/api/menu-items/${item.id}`, { name: `زنجر ${unique(REFUSED)}`, price: "4.25" }),
    );
    expect(await dish(item.id)).toEqual(stored);
  });

  it("a delete whose audit row fails answers an error and keeps the row", async () => {
    const [row] = await app.db
      .insert(menuItems)
      .values({ name: `زنجر ${unique(REFUSED)}`, price: "3.50" })
      .returning();
    await expectFailedWrite(() => admin.delete(`/api/menu-items/${row.id}`));
    expect(await dish(row.id)).toEqual(row);
  });
});

describe("the audit row holds each changed field's real value before and after", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const lastAudit = async () => (await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it("a menu item's new name and price: exactly those two fields, old and new values", async () => {
    const oldName = unique("زنجر ");
    const item = await created(admin, "/api/menu-items", { name: oldName, price: "3.5", isFeatured: true });
    const newName = unique("زنجر حار ");
    const res = await admin.put(`/api/menu-items/${item.id}`, { name: newName, price: "4.25" });
    expect(res.status, res.text).toBe(200);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "update", resource: "menu-items", resourceId: item.id });
    expect(entry.changes).toEqual({
      name: { before: oldName, after: newName },
      price: { before: "3.50", after: "4.25" },
    });
  });

  it("a site setting flag: only that flag, from its old value to the new one", async () => {
    const current = (await admin.get("/api/site-settings")).body as { showReelsLink: boolean };
    const res = await admin.put("/api/site-settings", { showReelsLink: !current.showReelsLink });
    expect(res.status, res.text).toBe(200);
    const [stored] = await app.db.select().from(siteSettings);
    expect(stored.showReelsLink).toBe(!current.showReelsLink);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "update", resource: "site-settings", resourceId: "1" });
    expect(entry.changes).toEqual({ showReelsLink: { before: current.showReelsLink, after: !current.showReelsLink } });
  });

  it("an offer's delete: every stored value as it was, nothing after", async () => {
    const offer = await created(admin, "/api/offers", {
      title: unique("عرض "),
      originalPrice: "5",
      discountedPrice: "4",
    });
    expect((await admin.delete(`/api/offers/${offer.id}`)).status).toBe(204);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "delete", resource: "offers", resourceId: offer.id });
    expect(entry.changes).toMatchObject({
      id: { before: offer.id, after: null },
      title: { before: offer.title, after: null },
      originalPrice: { before: "5.00", after: null },
      discountedPrice: { before: "4.00", after: null },
    });
  });
});
