import { addDays, ammanInstant, ammanParts } from "@shared/amman-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, gt, sql } from "drizzle-orm";
import sharp from "sharp";
import { createApp } from "../../server/app";
import { auditLog, jobApplications, menuItems, orders, siteSettings, users } from "../../server/db/schema";
import { createLogger } from "../../server/observability/logger";
import { startAdminApp } from "../support/admin-app";
import { createAdmin, createMenuCategory, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { listRoutes } from "../support/route-table";
import { startTestApp, TEST_SETUP_TOKEN, type TestApp } from "../support/test-app";
import { applicationBody, createPlacesAndPosition, created } from "../support/recruitment-fixtures";

// The audit log: the page's API, one transaction with the write it describes, and a row for every
// admin write route of the app.

/** The signed-in account's name, as the session reports it. */
const signedIn = async (admin: TestClient) => ({
  username: (await admin.get("/api/admin/session")).body.username as string,
});

describe("audit log page API", () => {
  const suite = startAdminApp();

  it("lists newest first, filtered by person, resource and Amman dates, one page at a time", async () => {
    const { admin } = suite;
    const me = await signedIn(admin);
    const [{ id: myId }] = await suite.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, me.username));
    const someone = "00000000-0000-4000-8000-00000000000a";
    // Amman is UTC+3: 22:30 UTC on 28 February is already 1 March there, 20:30 UTC is not.
    await suite.app.db.insert(auditLog).values([
      {
        actorId: someone,
        actorName: "sara",
        action: "update",
        resource: "offers",
        resourceId: "o1",
        at: new Date("2026-02-28T22:30:00Z"),
      },
      {
        actorId: someone,
        actorName: "sara",
        action: "create",
        resource: "offers",
        resourceId: "o2",
        at: new Date("2026-03-02T10:00:00Z"),
      },
      {
        actorId: someone,
        actorName: "sara",
        action: "delete",
        resource: "prizes",
        resourceId: "p1",
        at: new Date("2026-03-03T10:00:00Z"),
      },
      {
        actorId: someone,
        actorName: "sara",
        action: "update",
        resource: "offers",
        resourceId: "o3",
        at: new Date("2026-02-28T20:30:00Z"),
      },
    ]);

    const all = await admin.get(`/api/admin/audit-log?actorId=${someone}`);
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("4");
    expect(all.body.map((e: { resourceId: string }) => e.resourceId)).toEqual(["p1", "o2", "o1", "o3"]);

    const offersInMarch = await admin.get(
      `/api/admin/audit-log?actorId=${someone}&resource=offers&from=2026-03-01&to=2026-03-02`,
    );
    expect(offersInMarch.body.map((e: { resourceId: string }) => e.resourceId)).toEqual(["o2", "o1"]);

    const paged = await admin.get(`/api/admin/audit-log?actorId=${someone}&page=2&pageSize=3`);
    expect(paged.headers.get("x-total-count")).toBe("4");
    expect(paged.body.map((e: { resourceId: string }) => e.resourceId)).toEqual(["o3"]);

    const mine = await admin.get(`/api/admin/audit-log?actorId=${myId}`);
    expect(mine.body.map((e: { action: string }) => e.action)).toEqual(["sign-in"]);

    const bad = await admin.get("/api/admin/audit-log?from=2026-03-05&to=2026-03-01&resource=nothing");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await suite.app.client().get("/api/admin/audit-log")).status).toBe(401);
  });
});

describe("audit log names", () => {
  const suite = startAdminApp();

  type Entry = {
    action: string;
    resource: string;
    resourceId: string | null;
    actorUsername: string | null;
    recordName: string | null;
    valueNames: Record<string, string>;
    changes: Record<string, { before: unknown; after: unknown }>;
  };

  it("names the actor, the changed record and ids among the changed values, as they are named today", async () => {
    const { admin } = suite;
    const me = await signedIn(admin);
    const prize = await admin.post("/api/prizes", { name: "قسيمة شراء", isActive: true });
    expect(prize.status).toBe(201);
    expect((await admin.put(`/api/prizes/${prize.body.id}`, { name: "وجبة مجانية" })).status).toBe(200);
    const north = await admin.post("/api/governorates", { name: "إربد", isActive: true });
    const south = await admin.post("/api/governorates", { name: "العقبة", isActive: true });
    const area = await admin.post("/api/areas", { name: "الحصن", governorateId: north.body.id, isActive: true });
    expect(area.status).toBe(201);
    expect((await admin.put(`/api/areas/${area.body.id}`, { governorateId: south.body.id })).status).toBe(200);

    const log = await admin.get("/api/admin/audit-log?pageSize=50");
    expect(log.status).toBe(200);
    const entries = log.body as Entry[];
    const prizeEdits = entries.filter((e) => e.resource === "prizes");
    expect(prizeEdits.map((e) => e.action)).toEqual(["update", "create"]);
    for (const entry of prizeEdits) {
      expect(entry.actorUsername).toBe(me.username);
      expect(entry.recordName).toBe("وجبة مجانية");
    }
    const move = entries.find((e) => e.resource === "areas" && e.action === "update")!;
    expect(move.recordName).toBe("الحصن");
    expect(move.changes.governorateId).toEqual({ before: north.body.id, after: south.body.id });
    expect(move.valueNames).toEqual({ [north.body.id]: "إربد", [south.body.id]: "العقبة" });
  });

  it("leaves names out where the record is gone or holds a customer's data", async () => {
    const { admin } = suite;
    const prize = await admin.post("/api/prizes", { name: "جائزة مؤقتة", isActive: true });
    expect((await admin.delete(`/api/prizes/${prize.body.id}`)).status).toBe(204);
    const review = await admin.post("/api/reviews", { customerName: "سارة أحمد", rating: 5, comment: "دجاج رائع جداً" });
    expect(review.status).toBe(201);
    await suite.app.db.insert(auditLog).values({ action: "update", resource: "offers", resourceId: "not-a-uuid" });

    const entries = (await admin.get("/api/admin/audit-log?pageSize=50")).body as Entry[];
    const removed = entries.filter((e) => e.resourceId === prize.body.id);
    expect(removed.map((e) => e.recordName)).toEqual([null, null]);
    const reviewEntry = entries.find((e) => e.resource === "reviews")!;
    expect(reviewEntry.recordName).toBeNull();
    expect(JSON.stringify(reviewEntry.valueNames)).not.toContain("سارة");
    expect(entries.find((e) => e.resourceId === "not-a-uuid")).toMatchObject({ recordName: null, actorUsername: null });
  });
});

/** A value that, anywhere in an audit row's changes, makes this test database refuse the row. */
const REFUSED = "audit-refused";

describe("an admin write and its audit row are one transaction", () => {
  const lines: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  const suite = startAdminApp({}, { logger });
  beforeAll(async () => {
    // Test database only: the audit insert fails for a marked change, as a full disk or a lost connection would.
    await suite.app.db.execute(
      sql.raw(`create function refuse_marked_audit() returns trigger language plpgsql as $$
        begin
          if new.changes::text like '%${REFUSED}%' then raise exception 'audit row refused by the test'; end if;
          return new;
        end $$`),
    );
    await suite.app.db.execute(
      sql.raw(
        "create trigger refuse_marked_audit before insert on audit_log for each row execute function refuse_marked_audit()",
      ),
    );
  });

  const lastAuditId = async () =>
    (await suite.app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
  const auditSince = (id: number) => suite.app.db.select().from(auditLog).where(gt(auditLog.id, id));
  const dish = async (id: string) => (await suite.app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0];

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
    await expectFailedWrite(() => suite.admin.post("/api/menu-items", { name, price: "3.5" }));
    expect(await suite.app.db.select().from(menuItems).where(eq(menuItems.name, name))).toEqual([]);
  });

  it("an update whose audit row fails answers an error and leaves the row as it was", async () => {
    const item = await created(suite.admin, "/api/menu-items", { name: unique("زنجر "), price: "3.5" });
    const stored = await dish(item.id);
    await expectFailedWrite(() =>
      suite.admin.put(`/api/menu-items/${item.id}`, { name: `زنجر ${unique(REFUSED)}`, price: "4.25" }),
    );
    expect(await dish(item.id)).toEqual(stored);
  });

  it("a delete whose audit row fails answers an error and keeps the row", async () => {
    const [row] = await suite.app.db
      .insert(menuItems)
      .values({
        name: `زنجر ${unique(REFUSED)}`,
        price: "3.50",
        categoryId: (await createMenuCategory(suite.app.db)).id,
      })
      .returning();
    await expectFailedWrite(() => suite.admin.delete(`/api/menu-items/${row.id}`));
    expect(await dish(row.id)).toEqual(row);
  });
});

describe("the audit row holds each changed field's real value before and after", () => {
  const suite = startAdminApp();

  const lastAudit = async () => (await suite.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it("a menu item's new name and price: exactly those two fields, old and new values", async () => {
    const oldName = unique("زنجر ");
    const item = await created(suite.admin, "/api/menu-items", { name: oldName, price: "3.5", isFeatured: true });
    const newName = unique("زنجر حار ");
    const res = await suite.admin.put(`/api/menu-items/${item.id}`, { name: newName, price: "4.25" });
    expect(res.status, res.text).toBe(200);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "update", resource: "menu-items", resourceId: item.id });
    expect(entry.changes).toEqual({
      name: { before: oldName, after: newName },
      price: { before: "3.50", after: "4.25" },
    });
  });

  it("a site setting flag: only that flag, from its old value to the new one", async () => {
    const current = (await suite.admin.get("/api/site-settings")).body as { showReelsLink: boolean };
    const res = await suite.admin.put("/api/site-settings", { showReelsLink: !current.showReelsLink });
    expect(res.status, res.text).toBe(200);
    const [stored] = await suite.app.db.select().from(siteSettings);
    expect(stored.showReelsLink).toBe(!current.showReelsLink);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "update", resource: "site-settings", resourceId: "1" });
    expect(entry.changes).toEqual({ showReelsLink: { before: current.showReelsLink, after: !current.showReelsLink } });
  });

  it("an offer's delete: every stored value as it was, nothing after", async () => {
    const offer = await created(suite.admin, "/api/offers", {
      title: unique("عرض "),
      originalPrice: "5",
      discountedPrice: "4",
    });
    expect((await suite.admin.delete(`/api/offers/${offer.id}`)).status).toBe(204);
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

type Res = Awaited<ReturnType<TestClient["get"]>>;
type Ctx = { app: TestApp; admin: TestClient; visitor: TestClient };
/** How to exercise one write route: the request, what the one audit row must say, and its row's id. */
type Audited = {
  resource: string;
  action: string;
  run: (ctx: Ctx) => Promise<{ res: Res; id?: string }>;
  shape: "create" | "update" | "delete" | "event";
};
type NotAudited = { notAudited: string; run: (ctx: Ctx) => Promise<{ res: Res }> };

const mustBe = (status: number) => (res: Res) => {
  expect(res.status, res.text).toBe(status);
  return res;
};
// The audit rows a case's own preparation wrote are not the act's: mark() moves the count past them.
let since = 0;
let markDb: TestApp["db"];
async function mark<T>(value: T): Promise<T> {
  since = (await markDb.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
  return value;
}
const row = async (admin: TestClient, path: string, body: Record<string, unknown>) =>
  mark((await created(admin, path, body)).id as string);
const place = async (admin: TestClient) => mark(await createPlacesAndPosition(admin));
/** A branch added (last) before the mark, by its slug. */
const branch = async (admin: TestClient) =>
  mark((await created(admin, "/api/branches", { name: unique("فرع "), slug: unique("branch-") })).slug as string);
/** A visitor's application, by id, sent before the mark. */
async function application({ app, admin, visitor }: Ctx) {
  const { applicationNumber } = mustBe(201)(
    await visitor.post("/api/job-applications", applicationBody(await place(admin))),
  ).body;
  const [{ id }] = await app.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.applicationNumber, applicationNumber));
  return mark(id);
}
const review = async ({ visitor }: Ctx) =>
  mustBe(201)(
    await visitor.post("/api/submit-review", { customerName: "سارة", rating: 4, comment: "الطعم رائع والخدمة سريعة" }),
  ).body.id as string;
const reel = async ({ visitor }: Ctx) =>
  mustBe(201)(
    await visitor.post("/api/submit-reel", {
      customerName: "سارة",
      videoUrl: `https://www.youtube.com/watch?v=${unique("v").slice(-11).padStart(11, "a")}`,
    }),
  ).body.id as string;
async function entry({ admin, visitor }: Ctx) {
  await row(admin, "/api/prizes", { name: unique("جائزة ") });
  const res = mustBe(201)(
    await visitor.post("/api/lottery", { invoiceNumber: unique("INV"), phoneNumber: "0791234567" }),
  );
  return mark(res.body.id as string);
}
async function putUpload(admin: TestClient, visitor: TestClient) {
  const { uploadURL } = mustBe(200)(await admin.post("/api/objects/upload")).body;
  await mark(null);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
    .png()
    .toBuffer();
  const url = new URL(uploadURL, "http://local");
  return {
    res: await visitor.put(url.pathname + url.search, png, { "content-type": "image/png" }),
    uploadURL: uploadURL as string,
  };
}
async function uploaded(admin: TestClient, visitor: TestClient) {
  const { res, uploadURL } = await putUpload(admin, visitor);
  mustBe(200)(res);
  return mark(uploadURL);
}

// Questions are made inactive so the applications these cases send need no answers.
// Every write route of the app, by "METHOD path". A route missing here fails the first test.
const CASES: Record<string, Audited | NotAudited> = {
  "POST /api/admin/setup": {
    resource: "accounts",
    action: "setup",
    shape: "event",
    run: async ({ visitor }) => ({
      res: await visitor.post("/api/admin/setup", {
        username: "first-owner",
        password: "owner-pass-123",
        token: TEST_SETUP_TOKEN,
      }),
    }),
  },
  "POST /api/admin/login": {
    resource: "accounts",
    action: "sign-in",
    shape: "event",
    run: async ({ app, visitor }) => ({ res: await visitor.post("/api/admin/login", await createAdmin(app.db)) }),
  },
  "POST /api/admin/logout": {
    resource: "accounts",
    action: "sign-out",
    shape: "event",
    run: async ({ app }) => {
      const other = app.client();
      await other.post("/api/admin/login", await createAdmin(app.db));
      await mark(null);
      return { res: await other.post("/api/admin/logout") };
    },
  },
  "POST /api/admin/accounts": {
    resource: "accounts",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({
      res: await admin.post("/api/admin/accounts", {
        username: unique("staff"),
        password: "temp-pass1",
        role: "owner",
      }),
    }),
  },
  "PUT /api/admin/accounts/:id": {
    resource: "accounts",
    action: "disable",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/admin/accounts", {
        username: unique("staff"),
        password: "temp-pass1",
        role: "owner",
      });
      return { res: await admin.put(`/api/admin/accounts/${id}`, { disabled: true }), id };
    },
  },
  "PUT /api/admin/accounts/:id/role": {
    resource: "accounts",
    action: "set-role",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/admin/accounts", {
        username: unique("staff"),
        password: "temp-pass1",
        role: "cashier",
        branches: ["dabouq"],
      });
      return {
        res: await admin.put(`/api/admin/accounts/${id}/role`, {
          role: "manager",
          branches: ["dabouq", "airport-road"],
        }),
        id,
      };
    },
  },
  "PUT /api/admin/accounts/:id/name": {
    resource: "accounts",
    action: "rename",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/admin/accounts", {
        username: unique("staff"),
        password: "temp-pass1",
        role: "cashier",
        branches: ["dabouq"],
      });
      return { res: await admin.put(`/api/admin/accounts/${id}/name`, { fullName: "سلمى الخطيب" }), id };
    },
  },
  "PUT /api/admin/name": {
    resource: "accounts",
    action: "rename",
    shape: "update",
    run: async ({ app }) => {
      const someone = app.client();
      const creds = await createAdmin(app.db);
      await someone.post("/api/admin/login", creds);
      await mark(null);
      return { res: await someone.put("/api/admin/name", { fullName: "رامي العلي" }) };
    },
  },
  "PUT /api/admin/accounts/:id/password": {
    resource: "accounts",
    action: "reset-password",
    shape: "event",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/admin/accounts", {
        username: unique("staff"),
        password: "temp-pass1",
        role: "owner",
      });
      await mark(null);
      return { res: await admin.put(`/api/admin/accounts/${id}/password`, { password: "another-pass1" }), id };
    },
  },
  "PUT /api/admin/password": {
    resource: "accounts",
    action: "change-password",
    shape: "event",
    run: async ({ app }) => {
      const someone = app.client();
      const creds = await createAdmin(app.db);
      await someone.post("/api/admin/login", creds);
      await mark(null);
      return {
        res: await someone.put("/api/admin/password", {
          currentPassword: creds.password,
          newPassword: "another-pass1",
        }),
      };
    },
  },
  "DELETE /api/admin/sessions/:id": {
    resource: "sessions",
    action: "end-session",
    shape: "event",
    run: async ({ admin }) => {
      const sessions = (await admin.get("/api/admin/sessions")).body as { id: string; current: boolean }[];
      const other = sessions.find((s) => !s.current)!;
      return { res: await admin.delete(`/api/admin/sessions/${other.id}`), id: other.id };
    },
  },
  "PUT /api/admin/privacy": {
    resource: "privacy-settings",
    action: "update",
    shape: "update",
    run: async ({ admin }) => ({
      res: await admin.put("/api/admin/privacy", { applicationRetentionMonths: 18 }),
      id: "1",
    }),
  },
  "PUT /api/menu-search-spellings": {
    resource: "menu-search-settings",
    action: "update",
    shape: "update",
    run: async ({ admin }) => ({
      res: await admin.put("/api/menu-search-spellings", { spellings: ["بطاطس، بطاطا، شيبس"] }),
      id: "1",
    }),
  },
  "PUT /api/admin/draw-settings": {
    resource: "draw-settings",
    action: "update",
    shape: "update",
    run: async ({ admin }) => ({
      res: await admin.put("/api/admin/draw-settings", {
        winsPerPhonePerDay: 3,
        winsPerPhonePerPeriod: null,
        periodStart: null,
        periodEnd: null,
        invoiceCharacters: "any",
        invoiceMinLength: null,
        invoiceMaxLength: null,
      }),
      id: "1",
    }),
  },
  "PUT /api/site-settings": {
    resource: "site-settings",
    action: "update",
    shape: "update",
    run: async ({ admin }) => ({ res: await admin.put("/api/site-settings", { showReelsLink: false }), id: "1" }),
  },
  "PUT /api/terms-and-conditions": {
    resource: "terms-and-conditions",
    action: "update",
    shape: "update",
    run: async ({ admin }) => ({
      res: await admin.put("/api/terms-and-conditions", { content: unique("شروط ") }),
      id: "1",
    }),
  },
  "PUT /api/branches/:slug": {
    resource: "branches",
    action: "update",
    shape: "update",
    run: async ({ admin }) => ({
      res: await admin.put("/api/branches/dabouq", { area: unique("دابوق ") }),
      id: "dabouq",
    }),
  },
  "POST /api/branches": {
    resource: "branches",
    action: "create",
    shape: "create",
    run: async ({ admin }) => {
      const res = await admin.post("/api/branches", { name: unique("إربد "), slug: unique("irbid-") });
      return { res, id: res.body.slug };
    },
  },
  "PUT /api/branches/:slug/name": {
    resource: "branches",
    action: "rename",
    shape: "update",
    run: async ({ admin }) => {
      const slug = await branch(admin);
      return { res: await admin.put(`/api/branches/${slug}/name`, { name: unique("الرمثا ") }), id: slug };
    },
  },
  "POST /api/branches/:slug/move": {
    resource: "branches",
    action: "move",
    shape: "update",
    run: async ({ admin }) => {
      const slug = await branch(admin);
      return { res: await admin.post(`/api/branches/${slug}/move`, { direction: "up" }), id: slug };
    },
  },
  "PUT /api/branches/:slug/closed": {
    resource: "branches",
    action: "close",
    shape: "update",
    run: async ({ admin }) => {
      const slug = await branch(admin);
      return { res: await admin.put(`/api/branches/${slug}/closed`, { closed: true }), id: slug };
    },
  },
  "POST /api/social-links": {
    resource: "social-links",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({
      res: await admin.post("/api/social-links", {
        platform: "فيسبوك",
        url: "https://facebook.com/x",
        icon: "facebook",
      }),
    }),
  },
  "PUT /api/social-links/:id": {
    resource: "social-links",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/social-links", {
        platform: "فيسبوك",
        url: "https://facebook.com/x-edited",
        icon: "facebook",
      });
      return { res: await admin.put(`/api/social-links/${id}`, { url: "https://facebook.com/y-edited" }), id };
    },
  },
  "DELETE /api/social-links/:id": {
    resource: "social-links",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/social-links", {
        platform: "فيسبوك",
        url: "https://facebook.com/x-deleted",
        icon: "facebook",
      });
      return { res: await admin.delete(`/api/social-links/${id}`), id };
    },
  },
  "POST /api/menu-items": {
    resource: "menu-items",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({ res: await admin.post("/api/menu-items", { name: unique("زنجر "), price: "3.5" }) }),
  },
  "PUT /api/menu-items/:id": {
    resource: "menu-items",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/menu-items", { name: unique("زنجر "), price: "3.5" });
      return { res: await admin.put(`/api/menu-items/${id}`, { price: "4.25" }), id };
    },
  },
  "DELETE /api/menu-items/:id": {
    resource: "menu-items",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/menu-items", { name: unique("زنجر "), price: "3.5" });
      return { res: await admin.delete(`/api/menu-items/${id}`), id };
    },
  },
  "POST /api/menu-items/:id/move": {
    resource: "menu-items",
    action: "move",
    shape: "update",
    run: async ({ admin }) => {
      await row(admin, "/api/menu-items", { name: unique("زنجر "), price: "3.5" });
      const id = await row(admin, "/api/menu-items", { name: unique("زنجر "), price: "3.5" });
      return { res: await admin.post(`/api/menu-items/${id}/move`, { direction: "up" }), id };
    },
  },
  "PUT /api/menu-items/:id/sold-out": {
    resource: "menu-items",
    action: "sold-out",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/menu-items", { name: unique("زنجر "), price: "3.5" });
      return { res: await admin.put(`/api/menu-items/${id}/sold-out`, { branch: "دابوق", soldOut: true }), id };
    },
  },
  "POST /api/menu-categories": {
    resource: "menu-categories",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({ res: await admin.post("/api/menu-categories", { name: unique("مقبلات ") }) }),
  },
  "PUT /api/menu-categories/:id": {
    resource: "menu-categories",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/menu-categories", { name: unique("مقبلات ") });
      return { res: await admin.put(`/api/menu-categories/${id}`, { name: unique("مشروبات ") }), id };
    },
  },
  "POST /api/menu-categories/:id/move": {
    resource: "menu-categories",
    action: "move",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/menu-categories", { name: unique("مقبلات ") });
      return { res: await admin.post(`/api/menu-categories/${id}/move`, { direction: "up" }), id };
    },
  },
  "DELETE /api/menu-categories/:id": {
    resource: "menu-categories",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/menu-categories", { name: unique("مقبلات ") });
      return { res: await admin.delete(`/api/menu-categories/${id}`), id };
    },
  },
  "POST /api/offers": {
    resource: "offers",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({
      res: await admin.post("/api/offers", { title: unique("عرض "), originalPrice: "5", discountedPrice: "4" }),
    }),
  },
  "PUT /api/offers/:id": {
    resource: "offers",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/offers", { title: unique("عرض "), originalPrice: "5", discountedPrice: "4" });
      return { res: await admin.put(`/api/offers/${id}`, { isActive: false }), id };
    },
  },
  "DELETE /api/offers/:id": {
    resource: "offers",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/offers", { title: unique("عرض "), originalPrice: "5", discountedPrice: "4" });
      return { res: await admin.delete(`/api/offers/${id}`), id };
    },
  },
  "POST /api/reviews": {
    resource: "reviews",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({ res: await admin.post("/api/reviews", { customerName: "علي", comment: "ممتاز" }) }),
  },
  "PUT /api/reviews/:id/approve": {
    resource: "reviews",
    action: "approve",
    shape: "update",
    run: async (ctx) => {
      const id = await review(ctx);
      return { res: await ctx.admin.put(`/api/reviews/${id}/approve`), id };
    },
  },
  "PUT /api/reviews/:id": {
    resource: "reviews",
    action: "update",
    shape: "update",
    run: async (ctx) => {
      const id = await review(ctx);
      return { res: await ctx.admin.put(`/api/reviews/${id}`, { isActive: false }), id };
    },
  },
  "DELETE /api/reviews/:id": {
    resource: "reviews",
    action: "delete",
    shape: "delete",
    run: async (ctx) => {
      const id = await review(ctx);
      return { res: await ctx.admin.delete(`/api/reviews/${id}`), id };
    },
  },
  "PUT /api/customer-reels/:id/approve": {
    resource: "customer-reels",
    action: "approve",
    shape: "update",
    run: async (ctx) => {
      const id = await reel(ctx);
      return { res: await ctx.admin.put(`/api/customer-reels/${id}/approve`), id };
    },
  },
  "PUT /api/customer-reels/:id": {
    resource: "customer-reels",
    action: "update",
    shape: "update",
    run: async (ctx) => {
      const id = await reel(ctx);
      return { res: await ctx.admin.put(`/api/customer-reels/${id}`, { isActive: false }), id };
    },
  },
  "DELETE /api/customer-reels/:id": {
    resource: "customer-reels",
    action: "delete",
    shape: "delete",
    run: async (ctx) => {
      const id = await reel(ctx);
      return { res: await ctx.admin.delete(`/api/customer-reels/${id}`), id };
    },
  },
  "POST /api/prizes": {
    resource: "prizes",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({ res: await admin.post("/api/prizes", { name: unique("جائزة ") }) }),
  },
  "PUT /api/prizes/:id": {
    resource: "prizes",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/prizes", { name: unique("جائزة ") });
      return { res: await admin.put(`/api/prizes/${id}`, { isActive: false }), id };
    },
  },
  "DELETE /api/prizes/:id": {
    resource: "prizes",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/prizes", { name: unique("جائزة "), isActive: false });
      return { res: await admin.delete(`/api/prizes/${id}`), id };
    },
  },
  "PUT /api/lottery-entries/:id/status": {
    resource: "lottery-entries",
    action: "status",
    shape: "update",
    run: async (ctx) => {
      const id = await entry(ctx);
      return { res: await ctx.admin.put(`/api/lottery-entries/${id}/status`, { status: "claimed" }), id };
    },
  },
  "PUT /api/lottery-entries/:id/hand-over": {
    resource: "lottery-entries",
    action: "hand-over",
    shape: "update",
    run: async (ctx) => {
      const id = await entry(ctx);
      return {
        res: await ctx.admin.put(`/api/lottery-entries/${id}/hand-over`, { branch: "dabouq", originalInvoice: true }),
        id,
      };
    },
  },
  "DELETE /api/lottery-entries/:id/personal-data": {
    resource: "lottery-entries",
    action: "erase",
    shape: "update",
    run: async (ctx) => {
      const id = await entry(ctx);
      return { res: await ctx.admin.delete(`/api/lottery-entries/${id}/personal-data`), id };
    },
  },
  "POST /api/governorates": {
    resource: "governorates",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({ res: await admin.post("/api/governorates", { name: unique("الزرقاء ") }) }),
  },
  "PUT /api/governorates/:id": {
    resource: "governorates",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/governorates", { name: unique("الزرقاء ") });
      return { res: await admin.put(`/api/governorates/${id}`, { isActive: false }), id };
    },
  },
  "DELETE /api/governorates/:id": {
    resource: "governorates",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/governorates", { name: unique("الزرقاء ") });
      return { res: await admin.delete(`/api/governorates/${id}`), id };
    },
  },
  "POST /api/areas": {
    resource: "areas",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({
      res: await admin.post("/api/areas", {
        name: unique("خلدا "),
        governorateId: (await place(admin)).governorate.id,
      }),
    }),
  },
  "PUT /api/areas/:id": {
    resource: "areas",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = (await place(admin)).area.id as string;
      return { res: await admin.put(`/api/areas/${id}`, { isActive: false }), id };
    },
  },
  "DELETE /api/areas/:id": {
    resource: "areas",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = (await place(admin)).area.id as string;
      return { res: await admin.delete(`/api/areas/${id}`), id };
    },
  },
  "POST /api/job-positions": {
    resource: "job-positions",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({ res: await admin.post("/api/job-positions", { title: unique("كاشير ") }) }),
  },
  "PUT /api/job-positions/:id": {
    resource: "job-positions",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/job-positions", { title: unique("كاشير ") });
      return { res: await admin.put(`/api/job-positions/${id}`, { isActive: false }), id };
    },
  },
  "DELETE /api/job-positions/:id": {
    resource: "job-positions",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/job-positions", { title: unique("كاشير ") });
      return { res: await admin.delete(`/api/job-positions/${id}`), id };
    },
  },
  "POST /api/application-questions": {
    resource: "application-questions",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({
      res: await admin.post("/api/application-questions", { question: unique("هل لديك خبرة؟ "), isActive: false }),
    }),
  },
  "PUT /api/application-questions/:id": {
    resource: "application-questions",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/application-questions", {
        question: unique("هل لديك خبرة؟ "),
        isActive: false,
      });
      return {
        res: await admin.put(`/api/application-questions/${id}`, { question: unique("هل عملت في مطعم؟ ") }),
        id,
      };
    },
  },
  "POST /api/application-questions/:id/move": {
    resource: "application-questions",
    action: "move",
    shape: "update",
    run: async ({ admin }) => {
      await row(admin, "/api/application-questions", { question: unique("هل لديك خبرة؟ "), isActive: false });
      const id = await row(admin, "/api/application-questions", {
        question: unique("هل لديك خبرة؟ "),
        isActive: false,
      });
      return { res: await admin.post(`/api/application-questions/${id}/move`, { direction: "up" }), id };
    },
  },
  "DELETE /api/application-questions/:id": {
    resource: "application-questions",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/application-questions", {
        question: unique("هل لديك خبرة؟ "),
        isActive: false,
      });
      return { res: await admin.delete(`/api/application-questions/${id}`), id };
    },
  },
  "DELETE /api/job-applications/:id": {
    resource: "job-applications",
    action: "erase",
    shape: "event",
    run: async (ctx) => {
      const id = await application(ctx);
      return { res: await ctx.admin.delete(`/api/job-applications/${id}`), id };
    },
  },
  "PUT /api/job-applications/:id/stage": {
    resource: "job-applications",
    action: "stage",
    shape: "update",
    run: async (ctx) => {
      const id = await application(ctx);
      return { res: await ctx.admin.put(`/api/job-applications/${id}/stage`, { stage: "contacted" }), id };
    },
  },
  "POST /api/job-applications/:id/notes": {
    resource: "application-notes",
    action: "create",
    shape: "create",
    run: async (ctx) => {
      const res = await ctx.admin.post(`/api/job-applications/${await application(ctx)}/notes`, { body: "اتصلت به" });
      return { res, id: String(res.body?.id) };
    },
  },
  "POST /api/objects/upload": {
    resource: "images",
    action: "upload-url",
    shape: "event",
    run: async ({ admin }) => ({ res: await admin.post("/api/objects/upload") }),
  },
  "PUT /api/menu-item-images": {
    resource: "images",
    action: "create",
    shape: "create",
    run: async ({ admin, visitor }) => ({
      res: await admin.put("/api/menu-item-images", { imageURL: await uploaded(admin, visitor) }),
    }),
  },
  // Visitors' submissions and the signed upload itself are not admin writes.
  "PUT /api/admin/attention/applications-seen": {
    notAudited: "a read marker (when this admin last opened the applications), not a change to anyone's data",
    run: async ({ admin }) => ({ res: await admin.put("/api/admin/attention/applications-seen") }),
  },
  "POST /api/submit-review": {
    notAudited: "a visitor's review",
    run: async (ctx) => ({
      res: await ctx.visitor.post("/api/submit-review", {
        customerName: "سارة",
        rating: 4,
        comment: "الطعم رائع والخدمة سريعة",
      }),
    }),
  },
  "POST /api/submit-reel": {
    notAudited: "a visitor's reel",
    run: async (ctx) => ({
      res: await ctx.visitor.post("/api/submit-reel", {
        customerName: "سارة",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      }),
    }),
  },
  "POST /api/lottery": {
    notAudited: "a visitor's draw entry",
    run: async (ctx) => ({
      res: await ctx.visitor.post("/api/lottery", { invoiceNumber: unique("INV"), phoneNumber: "0791234567" }),
    }),
  },
  "POST /api/job-applications": {
    notAudited: "a visitor's application",
    run: async ({ admin, visitor }) => ({
      res: await visitor.post("/api/job-applications", applicationBody(await place(admin))),
    }),
  },
  "POST /api/job-applications/status": {
    notAudited: "an applicant's follow-up: it reads the stage and changes nothing",
    run: async ({ admin, visitor }) => {
      const sent = await visitor.post("/api/job-applications", applicationBody(await place(admin)));
      return {
        res: await visitor.post("/api/job-applications/status", {
          applicationNumber: sent.body.applicationNumber,
          phoneNumber: "0791234567",
        }),
      };
    },
  },
  "PUT /api/branches/:slug/ordering": {
    resource: "branch-ordering",
    action: "update",
    shape: "update",
    run: async ({ admin }) => {
      await mark(mustBe(200)(await admin.put("/api/branches/dabouq/ordering", { capacity: 9 })));
      return { res: await admin.put("/api/branches/dabouq/ordering", { capacity: 12 }), id: "dabouq" };
    },
  },
  "POST /api/blocked-phones": {
    resource: "blocked-phones",
    action: "create",
    shape: "create",
    run: async ({ admin }) => ({ res: await admin.post("/api/blocked-phones", { phoneNumber: "0781112233" }) }),
  },
  "DELETE /api/blocked-phones/:id": {
    resource: "blocked-phones",
    action: "delete",
    shape: "delete",
    run: async ({ admin }) => {
      const id = await row(admin, "/api/blocked-phones", { phoneNumber: "0781112244" });
      return { res: await admin.delete(`/api/blocked-phones/${id}`), id };
    },
  },
  "PUT /api/admin/orders/:id/status": {
    notAudited:
      "a board's status move is recorded in the order's own history (who, when, from → to), kept with the order; customers' orders stay out of the audit log",
    run: async (ctx) => {
      const token = (await mark(mustBe(201)(await placedOrder(ctx)))).body.token as string;
      const [row] = await markDb.select({ id: orders.id }).from(orders).where(eq(orders.token, token));
      return { res: await ctx.admin.put(`/api/admin/orders/${row.id}/status`, { status: "accepted" }) };
    },
  },
  "POST /api/orders": {
    notAudited: "a visitor's order (its name and phone are personal data)",
    run: async (ctx) => ({ res: await placedOrder(ctx) }),
  },
  "POST /api/orders/:token/cancel": {
    notAudited: "a visitor cancels their own order",
    run: async (ctx) => {
      const token = (await mark(mustBe(201)(await placedOrder(ctx)))).body.token as string;
      return { res: await ctx.visitor.post(`/api/orders/${token}/cancel`) };
    },
  },
  "PUT /api/uploads/:id": {
    notAudited: "the signed upload's bytes (its URL and its processing are audited)",
    run: async ({ admin, visitor }) => putUpload(admin, visitor),
  },
};

/**
 * A visitor's order at a branch open all day that takes orders, for noon tomorrow (Amman time): a
 * slot that is free whatever the time of day the test runs, where «أقرب وقت» would pass closing late
 * in the evening. The preparation is marked past.
 */
async function placedOrder({ admin, visitor }: Ctx) {
  const allDay = Array.from({ length: 7 }, () => [{ open: "00:00", close: "23:59" }]);
  mustBe(200)(await admin.put("/api/branches/hashmi-north", { hours: allDay, exceptions: [] }));
  mustBe(200)(await admin.put("/api/branches/hashmi-north/ordering", { enabled: true, capacity: 100 }));
  const dish = (await created(admin, "/api/menu-items", { name: unique("زنجر "), mealPrice: "3.75" })).id as string;
  await mark(null);
  return visitor.post("/api/orders", {
    branch: "hashmi-north",
    pickupAt: ammanInstant(addDays(ammanParts(new Date()).date, 1), 12 * 60).toISOString(),
    items: [{ menuItemId: dish, size: "meal", quantity: 1 }],
    customerName: "سامي",
    phoneNumber: `078${String(Date.now()).slice(-7)}`,
  });
}

const WRITE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

describe("audit log: every write route", () => {
  let ctx: Ctx;
  // Not startAdminApp(): the first case is the first account's setup, which needs an installation with no admin.
  beforeAll(async () => {
    const app = await startTestApp();
    ctx = { app, admin: app.client(), visitor: app.client() };
    markDb = app.db;
  });
  afterAll(() => ctx.app.close());

  it("the table above names every write route of the app, and only those", () => {
    // Only the API writes: a public page answers a form sent without script with a redirect back
    // to itself, reading and storing nothing.
    const writes = listRoutes(createApp(ctx.app.deps).express)
      .filter((r) => WRITE.has(r.method) && r.path.startsWith("/api/"))
      .map((r) => `${r.method} ${r.path}`);
    expect(writes.sort()).toEqual(Object.keys(CASES).sort());
  });

  // Setup first: it only works while no admin exists. Each route is its own check, run in this order
  // against the same installation.
  const order = ["POST /api/admin/setup", ...Object.keys(CASES).filter((k) => k !== "POST /api/admin/setup")];
  it.each(order)(
    "%s leaves exactly one audit row with who, what and the changed fields' before/after (or none)",
    async (key) => {
      // A second session of the signed-in admin, for the case that ends one.
      if (key === "DELETE /api/admin/sessions/:id")
        expect((await ctx.app.client().post("/api/admin/login", adminCreds)).status).toBe(200);
      const c = CASES[key];
      await mark(null);
      const { res, id } = (await c.run(ctx)) as { res: Res; id?: string };
      expect(res.status, `${key}: ${res.text}`).toBeLessThan(300);
      const rows = await ctx.app.db.select().from(auditLog).where(gt(auditLog.id, since));
      if ("notAudited" in c) {
        expect(rows, key).toHaveLength(0);
        return;
      }
      expect(rows, key).toHaveLength(1);
      const [entry] = rows;
      expect(entry, key).toMatchObject({ resource: c.resource, action: c.action });
      expect(entry.actorName, key).toBeTruthy();
      if (id) expect(entry.resourceId, key).toBe(id);
      const changes = Object.values(entry.changes);
      if (c.shape !== "event") expect(changes.length, key).toBeGreaterThan(0);
      for (const change of changes) {
        expect(change, key).toHaveProperty("before");
        expect(change, key).toHaveProperty("after");
        if (c.shape === "create") expect(change.before, key).toBeNull();
        if (c.shape === "delete") expect(change.after, key).toBeNull();
        if (c.shape === "update") expect(change.before, key).not.toEqual(change.after);
      }
      expect(JSON.stringify(entry), key).not.toMatch(/\$2[aby]\$|owner-pass-123|temp-pass1|another-pass1/);
      if (key === "POST /api/admin/setup") adminCreds = await signInSetupAdmin();
    },
  );

  let adminCreds = { username: "first-owner", password: "owner-pass-123" };
  async function signInSetupAdmin() {
    expect((await ctx.admin.post("/api/admin/login", adminCreds)).status).toBe(200);
    return adminCreds;
  }

  it("records failed sign-ins and the lockout with the typed name only; a write that fails leaves neither change nor record", async () => {
    const creds = await createAdmin(ctx.app.db);
    await mark(null);
    for (let i = 0; i < 5; i++)
      expect((await ctx.visitor.post("/api/admin/login", { ...creds, password: `wrong-${i}` })).status).toBe(401);
    const rows = await ctx.app.db.select().from(auditLog).where(gt(auditLog.id, since)).orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      "sign-in-failed",
      "sign-in-failed",
      "sign-in-failed",
      "sign-in-failed",
      "lockout",
    ]);
    expect(rows.every((r) => r.actorName === creds.username && r.resource === "accounts")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("wrong-");

    await mark(null);
    const missing = await ctx.admin.delete("/api/offers/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(await ctx.app.db.select().from(auditLog).where(gt(auditLog.id, since))).toHaveLength(0);
  });
});
