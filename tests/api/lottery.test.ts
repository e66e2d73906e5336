import { describe, expect, it, beforeAll } from "vitest";
import { and, count, eq, inArray, like, sql } from "drizzle-orm";
import { PERSONAL_VALUE } from "@shared/schema/audit";
import { ERASED_VALUE } from "@shared/schema/lottery-forms";
import { normalizeInvoice } from "../../shared/normalize";
import { auditLog, lotteryEntries, prizes } from "../../server/db/schema";
import { eachEntryBatch } from "../../server/modules/lottery/entries.service";
import { eraseOldDrawEntries } from "../../server/modules/privacy/privacy.service";
import { startRetention } from "../../server/modules/privacy/retention-job";
import { log } from "../../server/observability/logger";
import { startAdminApp } from "../support/admin-app";
import { backupStrings, phoneForms } from "../support/backup-strings";
import { erasureRecord } from "../support/erasure-record";
import { unique } from "../support/factories";
import { holdClockInOneWindow } from "../support/frozen-clock";
import { parseCsv } from "../support/parse-csv";
import { startTestApp } from "../support/test-app";

// The draw: visitors' entries, prizes, the admin's list of entries and its CSV, invoice spellings,
// and what erasure and retention leave of a person.

const PHONE = "0791234567";
const OTHER_PHONE = "0781234567";
const USED_INVOICE = "رقم الفاتورة مستخدم مسبقاً";
const HOSTILE = "النص يحتوي على رموز غير مسموح بها";
const INVOICE = "INV777001";

// Soft hyphen, Arabic letter mark, combining grapheme joiner, Mongolian vowel separator, invisible
// separator, Hangul filler, Braille blank: each one once made INV777001 a new invoice.
const INVISIBLE = ["\u00AD", "\u061C", "\u034F", "\u180E", "\u2063", "\u3164", "\u2800"];

describe("POST /api/lottery", () => {
  const suite = startAdminApp();
  let prizeId: string;
  beforeAll(async () => {
    [{ id: prizeId }] = await suite.app.db.insert(prizes).values({ name: "وجبة عائلية" }).returning();
  });

  const entriesOf = (invoiceNumber: string) =>
    suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNumber, invoiceNumber));

  it("lets a visitor win: 201 with the entry and its prize, stored as pending", async () => {
    const invoice = unique("INV-");
    const res = await suite.app.client().post("/api/lottery", { invoiceNumber: invoice, phoneNumber: PHONE });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      invoiceNumber: invoice,
      prize: { id: prizeId, name: "وجبة عائلية", branches: [] },
      status: "pending",
      submittedAt: expect.any(String),
      earlier: false,
    });
    const [row] = await entriesOf(invoice);
    expect(row).toMatchObject({ id: res.body.id, phoneNumber: PHONE, prizeId, status: "pending" });
  });

  it("trims the invoice and turns Arabic-Indic digits into Latin ones, so both spellings are one invoice", async () => {
    const digits = String(Date.now()).slice(-9);
    const arabic = [...digits].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
    const res = await suite.app
      .client()
      .post("/api/lottery", { invoiceNumber: `  ${arabic} `, phoneNumber: " ٠٧٩١٢٣٤٥٦٧ " });
    expect(res.status).toBe(201);
    expect(res.body.invoiceNumber).toBe(digits);
    const [row] = await entriesOf(digits);
    expect(row.phoneNumber).toBe(PHONE);

    const again = await suite.app.client().post("/api/lottery", { invoiceNumber: digits, phoneNumber: OTHER_PHONE });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("رقم الفاتورة مستخدم مسبقاً");
    expect(await entriesOf(digits)).toHaveLength(1);
  });

  it("answers each validation rule with its Arabic message and stores nothing", async () => {
    const before = (await suite.app.db.select().from(lotteryEntries)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phoneNumber: PHONE }, "invoiceNumber", "رقم الفاتورة مطلوب"],
      [{ invoiceNumber: "   ", phoneNumber: PHONE }, "invoiceNumber", "رقم الفاتورة مطلوب"],
      [
        { invoiceNumber: "x".repeat(256), phoneNumber: PHONE },
        "invoiceNumber",
        "رقم الفاتورة يجب ألا يزيد عن 255 حرفاً",
      ],
      [{ invoiceNumber: unique("INV-") }, "phoneNumber", "رقم الهاتف يجب أن يكون 10 أرقام على الأقل"],
      [
        { invoiceNumber: unique("INV-"), phoneNumber: "079123456" },
        "phoneNumber",
        "رقم الهاتف يجب أن يكون 10 أرقام على الأقل",
      ],
      [{ invoiceNumber: unique("INV-"), phoneNumber: "0".repeat(21) }, "phoneNumber", "رقم الهاتف غير صحيح"],
      [{ invoiceNumber: 12345, phoneNumber: PHONE }, "invoiceNumber", "رقم الفاتورة مطلوب"],
    ];
    for (const [body, path, message] of cases) {
      const res = await suite.app.client().post("/api/lottery", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message });
    }
    // Exactly 255 characters is allowed.
    const longest = unique("L").padEnd(255, "9");
    expect((await suite.app.client().post("/api/lottery", { invoiceNumber: longest, phoneNumber: PHONE })).status).toBe(
      201,
    );
    expect((await suite.app.db.select().from(lotteryEntries)).length).toBe(before + 1);
  });

  it("gives exactly one win to 25 concurrent entries of one invoice from 25 phones; the rest get 409", async () => {
    const invoice = unique("RACE-");
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        suite.app
          .client()
          .post("/api/lottery", { invoiceNumber: invoice, phoneNumber: `07912345${String(i).padStart(2, "0")}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    for (const loser of results.filter((r) => r.status === 409))
      expect(loser.body.message).toBe("رقم الفاتورة مستخدم مسبقاً");
    expect(await entriesOf(invoice)).toHaveLength(1);
  });

  it("answers a filled honeypot like a win, naming a real prize, and stores nothing", async () => {
    const invoice = unique("BOT-");
    const res = await suite.app
      .client()
      .post("/api/lottery", { invoiceNumber: invoice, phoneNumber: PHONE, website: "spam.example" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ invoiceNumber: invoice, prize: { name: "وجبة عائلية" }, status: "pending" });
    expect(await entriesOf(invoice)).toHaveLength(0);
  });

  it("is public: no admin session is needed", async () => {
    const res = await suite.app.client().post("/api/lottery", { invoiceNumber: unique("PUB-"), phoneNumber: PHONE });
    expect(res.status).toBe(201);
  });
});

describe("the draw among prizes", () => {
  it("draws only active prizes, each of them, over many draws", async () => {
    const app = await startTestApp();
    try {
      const active = await app.db
        .insert(prizes)
        .values([{ name: "أ" }, { name: "ب" }, { name: "ج" }])
        .returning();
      const inactive = await app.db
        .insert(prizes)
        .values([
          { name: "د", isActive: false },
          { name: "هـ", isActive: false },
        ])
        .returning();
      const activeIds = new Set(active.map((p) => p.id));
      const won = new Map<string, number>();
      for (let i = 0; i < 150; i++) {
        const res = await app.client().post("/api/lottery", { invoiceNumber: `DRAW-${i}`, phoneNumber: PHONE });
        expect(res.status).toBe(201);
        won.set(res.body.prize.id, (won.get(res.body.prize.id) ?? 0) + 1);
      }
      expect(new Set(won.keys())).toEqual(activeIds);
      // Uniform: each of 3 prizes expects 50 of 150; below 20 would be a 1-in-a-million fluke.
      for (const count of won.values()) expect(count).toBeGreaterThan(20);
      const rows = await app.db.select().from(lotteryEntries);
      expect(rows).toHaveLength(150);
      for (const row of rows) expect(inactive.map((p) => p.id)).not.toContain(row.prizeId);
    } finally {
      await app.close();
    }
  });

  it("refuses an entry when no prize is active and leaves the invoice usable", async () => {
    const app = await startTestApp();
    try {
      const [prize] = await app.db.insert(prizes).values({ name: "مشروب", isActive: false }).returning();
      const body = { invoiceNumber: "INV-NOPRIZE", phoneNumber: PHONE };
      const refused = await app.client().post("/api/lottery", body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("لا توجد جوائز متاحة حالياً");
      expect(await app.db.select().from(lotteryEntries)).toHaveLength(0);

      await app.db.update(prizes).set({ isActive: true }).where(eq(prizes.id, prize.id));
      const accepted = await app.client().post("/api/lottery", body);
      expect(accepted.status).toBe(201);
      expect(accepted.body.prize).toEqual({ id: prize.id, name: "مشروب", branches: [] });
    } finally {
      await app.close();
    }
  });

  it("counts entries against SUBMIT_RATE_LIMIT per client", async () => {
    holdClockInOneWindow();
    const app = await startTestApp({ submitRateLimit: 2 });
    try {
      await app.db.insert(prizes).values({ name: "بطاطا" });
      const client = app.client();
      expect((await client.post("/api/lottery", { invoiceNumber: "R1", phoneNumber: PHONE })).status).toBe(201);
      expect((await client.post("/api/lottery", { invoiceNumber: "R2", phoneNumber: PHONE })).status).toBe(201);
      const third = await client.post("/api/lottery", { invoiceNumber: "R3", phoneNumber: PHONE });
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(await app.db.select().from(lotteryEntries)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/lottery/availability", () => {
  const suite = startAdminApp();
  const anyInvoice = { invoiceCharacters: "any", invoiceMinLength: null, invoiceMaxLength: null };
  const closedNoPrizes = { open: false, closedReason: "no-prizes", opensOn: null, invoiceRule: anyInvoice };
  const open = { open: true, closedReason: null, opensOn: null, invoiceRule: anyInvoice };

  const availability = async () => (await suite.app.client().get("/api/lottery/availability")).body;

  it("is public and says whether the draw can be entered: open only while a prize is active", async () => {
    const closed = await suite.app.client().get("/api/lottery/availability");
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual(closedNoPrizes);

    // Prizes change through the admin API, whose writes refresh the cached public answer at once.
    const created = await suite.admin.post("/api/prizes", { name: "مشروب", isActive: false });
    expect(created.status).toBe(201);
    expect(await availability()).toEqual(closedNoPrizes);

    expect((await suite.admin.put(`/api/prizes/${created.body.id}`, { name: "مشروب", isActive: true })).status).toBe(
      200,
    );
    expect(await availability()).toEqual(open);

    expect((await suite.admin.delete(`/api/prizes/${created.body.id}`)).status).toBeLessThan(300);
    expect(await availability()).toEqual(closedNoPrizes);
  });
});

describe("prizes API", () => {
  const suite = startAdminApp();

  const prizeRow = async (id: string) => (await suite.app.db.select().from(prizes).where(eq(prizes.id, id)))[0];

  it("is admin only: 401 for every call without a session, and nothing changes", async () => {
    const [prize] = await suite.app.db
      .insert(prizes)
      .values({ name: unique("محمي ") })
      .returning();
    const visitor = suite.app.client();
    expect((await visitor.get("/api/prizes")).status).toBe(401);
    expect((await visitor.post("/api/prizes", { name: "x" })).status).toBe(401);
    expect((await visitor.put(`/api/prizes/${prize.id}`, { name: "y" })).status).toBe(401);
    expect((await visitor.delete(`/api/prizes/${prize.id}`)).status).toBe(401);
    expect(await prizeRow(prize.id)).toMatchObject({ name: prize.name, isActive: true });
  });

  it("creates a prize, trimmed and active by default, and lists it", async () => {
    const name = unique("قسيمة ");
    const res = await suite.admin.post("/api/prizes", { name: `  ${name}  `, extra: "dropped" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), name, isActive: true });
    expect(await prizeRow(res.body.id)).toMatchObject({ name, isActive: true });

    const inactive = await suite.admin.post("/api/prizes", { name: unique("مخفية "), isActive: false });
    expect(inactive.body.isActive).toBe(false);

    const list = await suite.admin.get("/api/prizes");
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([res.body.id, inactive.body.id]));
  });

  it("requires a name with an Arabic message", async () => {
    const count = (await suite.app.db.select().from(prizes)).length;
    for (const body of [{}, { name: "" }, { name: "   " }, { name: 5 }]) {
      const res = await suite.admin.post("/api/prizes", body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toContainEqual({ path: "name", message: "اسم الجائزة مطلوب" });
    }
    const badFlag = await suite.admin.post("/api/prizes", { name: "ok", isActive: "yes" });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.message).toBe("حالة الجائزة يجب أن تكون صح أو خطأ");
    expect((await suite.app.db.select().from(prizes)).length).toBe(count);
  });

  it("updates name and status, or status alone; unknown and malformed ids are 404", async () => {
    const [prize] = await suite.app.db
      .insert(prizes)
      .values({ name: unique("قديمة ") })
      .returning();
    const renamed = unique("جديدة ");
    const res = await suite.admin.put(`/api/prizes/${prize.id}`, { name: renamed, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: prize.id, name: renamed, isActive: false });
    expect(await prizeRow(prize.id)).toMatchObject({ name: renamed, isActive: false });

    expect((await suite.admin.put(`/api/prizes/${prize.id}`, { isActive: true })).body.isActive).toBe(true);
    expect(await prizeRow(prize.id)).toMatchObject({ name: renamed, isActive: true });

    const blank = await suite.admin.put(`/api/prizes/${prize.id}`, { name: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("اسم الجائزة مطلوب");
    expect((await suite.admin.put(`/api/prizes/${prize.id}`, {})).status).toBe(400);
    expect((await prizeRow(prize.id)).name).toBe(renamed);

    const missing = await suite.admin.put("/api/prizes/6f1c1c1e-0000-4000-8000-000000000000", { name: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("الجائزة غير موجودة");
    expect((await suite.admin.put("/api/prizes/not-a-uuid", { name: "x" })).status).toBe(404);
  });

  it("deletes a prize but keeps its entries, which then show no prize name", async () => {
    const [prize] = await suite.app.db
      .insert(prizes)
      .values({ name: unique("محذوفة ") })
      .returning();
    const invoice = unique("DEL-");
    await suite.app.db.insert(lotteryEntries).values({
      invoiceNumber: invoice,
      invoiceNormal: normalizeInvoice(invoice),
      phoneNumber: "0790000000",
      prizeId: prize.id,
    });

    const res = await suite.admin.delete(`/api/prizes/${prize.id}`);
    expect(res.status).toBe(204);
    expect(await prizeRow(prize.id)).toBeUndefined();
    const [entry] = await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNumber, invoice));
    expect(entry.prizeId).toBe(prize.id);

    const list = await suite.admin.get(`/api/lottery-entries?search=${invoice}`);
    expect(list.body).toEqual([
      expect.objectContaining({ invoiceNumber: invoice, prizeId: prize.id, prizeName: null }),
    ]);

    expect((await suite.admin.delete(`/api/prizes/${prize.id}`)).status).toBe(404);
    expect((await suite.admin.delete("/api/prizes/123")).status).toBe(404);
  });
});

describe("draw entries API", () => {
  const suite = startAdminApp();

  /** Entries of one test: a unique token in every invoice, submitted one minute apart (oldest first). */
  async function seed(rows: { invoice: string; phone?: string; prizeId?: string | null }[]) {
    const start = Date.now() - rows.length * 60_000;
    return suite.app.db
      .insert(lotteryEntries)
      .values(
        rows.map((r, i) => ({
          invoiceNumber: r.invoice,
          invoiceNormal: normalizeInvoice(r.invoice),
          phoneNumber: r.phone ?? "0790000000",
          prizeId: r.prizeId ?? null,
          submittedAt: new Date(start + i * 60_000),
        })),
      )
      .returning();
  }

  it("is admin only", async () => {
    const visitor = suite.app.client();
    expect((await visitor.get("/api/lottery-entries")).status).toBe(401);
    expect((await visitor.get("/api/lottery-entries/export")).status).toBe(401);
    expect(
      (await visitor.put("/api/lottery-entries/6f1c1c1e-0000-4000-8000-000000000000/status", { status: "claimed" }))
        .status,
    ).toBe(401);
  });

  it("answers a plain GET with the whole list as an array, newest first, with the prize name and a total", async () => {
    const [prize] = await suite.app.db
      .insert(prizes)
      .values({ name: unique("كوبون ") })
      .returning();
    const tag = unique("PLAIN");
    await seed([{ invoice: `${tag}-1`, prizeId: prize.id }, { invoice: `${tag}-2` }]);
    const res = await suite.admin.get("/api/lottery-entries");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(Number(res.headers.get("x-total-count"))).toBe(res.body.length);
    const mine = res.body.filter((e: { invoiceNumber: string }) => e.invoiceNumber.startsWith(tag));
    expect(mine).toEqual([
      expect.objectContaining({ invoiceNumber: `${tag}-2`, prizeId: null, prizeName: null, status: "pending" }),
      expect.objectContaining({
        invoiceNumber: `${tag}-1`,
        prizeId: prize.id,
        prizeName: prize.name,
        phoneNumber: "0790000000",
      }),
    ]);
    expect(new Date(mine[0].submittedAt).getTime()).toBeGreaterThan(new Date(mine[1].submittedAt).getTime());
  });

  it("searches invoice case-insensitively, phone as plain text and prize name, with the total count", async () => {
    const token = unique("q").toUpperCase();
    const phone = `07${String(Date.now()).slice(-8)}`;
    const [prize] = await suite.app.db
      .insert(prizes)
      .values({ name: `شاورما ${token.toLowerCase()}` })
      .returning();
    await seed([
      { invoice: `INV-${token}-A` },
      { invoice: unique("other-"), phone },
      { invoice: unique("other-"), prizeId: prize.id },
      { invoice: unique("other-") },
    ]);

    const byInvoice = await suite.admin.get(`/api/lottery-entries?search=${token.toLowerCase()}`);
    expect(byInvoice.status).toBe(200);
    // The lower-cased token matches the upper-cased invoice and the prize name.
    expect(byInvoice.body.map((e: { invoiceNumber: string }) => e.invoiceNumber)).toContain(`INV-${token}-A`);
    expect(byInvoice.body.map((e: { prizeName: string }) => e.prizeName)).toContain(prize.name);
    expect(byInvoice.headers.get("x-total-count")).toBe("2");

    const byPhone = await suite.admin.get(`/api/lottery-entries?search=${phone.slice(3)}`);
    expect(byPhone.body).toEqual([expect.objectContaining({ phoneNumber: phone })]);
    expect(byPhone.headers.get("x-total-count")).toBe("1");

    const byArabicDigits = await suite.admin.get(
      `/api/lottery-entries?search=${encodeURIComponent([...phone.slice(3)].map((d) => String.fromCharCode(0x0660 + Number(d))).join(""))}`,
    );
    expect(byArabicDigits.body).toEqual([expect.objectContaining({ phoneNumber: phone })]);

    const byPrize = await suite.admin.get(
      `/api/lottery-entries?search=${encodeURIComponent(prize.name.toUpperCase())}`,
    );
    expect(byPrize.body).toEqual([expect.objectContaining({ prizeId: prize.id, prizeName: prize.name })]);

    const none = await suite.admin.get(`/api/lottery-entries?search=${unique("nothing")}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get("x-total-count")).toBe("0");

    // % and _ are literal characters, not wildcards.
    const wildcard = await suite.admin.get(`/api/lottery-entries?search=${encodeURIComponent(`${token}%A`)}`);
    expect(wildcard.body).toEqual([]);
  });

  it("pages the matches with page and pageSize, reporting the total of all matches", async () => {
    const tag = unique("PAGE");
    await seed(Array.from({ length: 7 }, (_, i) => ({ invoice: `${tag}-${i}` })));
    const page1 = await suite.admin.get(`/api/lottery-entries?search=${tag}&page=1&pageSize=3`);
    const page3 = await suite.admin.get(`/api/lottery-entries?search=${tag}&page=3&pageSize=3`);
    expect(page1.body.map((e: { invoiceNumber: string }) => e.invoiceNumber)).toEqual([
      `${tag}-6`,
      `${tag}-5`,
      `${tag}-4`,
    ]);
    expect(page3.body.map((e: { invoiceNumber: string }) => e.invoiceNumber)).toEqual([`${tag}-0`]);
    expect(page1.headers.get("x-total-count")).toBe("7");
    expect(page1.headers.get("x-page")).toBe("1");
    expect(page1.headers.get("x-page-size")).toBe("3");
    expect((await suite.admin.get(`/api/lottery-entries?search=${tag}&page=4&pageSize=3`)).body).toEqual([]);

    for (const query of ["page=0", "page=abc", "pageSize=0", "pageSize=201", "page=1.5"]) {
      const bad = await suite.admin.get(`/api/lottery-entries?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("sets any of the three statuses from any other, and refuses anything else", async () => {
    const [entry] = await seed([{ invoice: unique("STATUS-") }]);
    const url = `/api/lottery-entries/${entry.id}/status`;
    for (const status of ["claimed", "rejected", "pending", "rejected", "claimed"]) {
      const res = await suite.admin.put(url, { status });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: entry.id, status, invoiceNumber: entry.invoiceNumber });
      const [row] = await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, entry.id));
      expect(row.status).toBe(status);
    }
    for (const body of [{ status: "won" }, {}, { status: "" }, { status: 1 }]) {
      const bad = await suite.admin.put(url, body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("الحالة يجب أن تكون قيد الانتظار أو تم الاستلام أو مرفوض");
    }
    const [row] = await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, entry.id));
    expect(row.status).toBe("claimed");

    const missing = await suite.admin.put("/api/lottery-entries/6f1c1c1e-0000-4000-8000-000000000000/status", {
      status: "claimed",
    });
    expect(missing.status).toBe(404);
    expect((await suite.admin.put("/api/lottery-entries/nope/status", { status: "claimed" })).status).toBe(404);
  });

  it("exports the filtered entries as UTF-8 CSV with a BOM, formulas neutralised, deleted prizes as غير معروف", async () => {
    const tag = unique("CSV");
    const [prize] = await suite.app.db.insert(prizes).values({ name: 'وجبة "كبيرة"' }).returning();
    const [gone] = await suite.app.db.insert(prizes).values({ name: "ستُحذف" }).returning();
    await seed([
      { invoice: `${tag}-1`, prizeId: prize.id, phone: "+962790000000" },
      { invoice: `=HYPERLINK("x")${tag}`, prizeId: gone.id },
      { invoice: unique("not-in-export-") },
    ]);
    await suite.admin.delete(`/api/prizes/${gone.id}`);

    const res = await suite.admin.get(`/api/lottery-entries/export?search=${tag}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="lottery-entries\.csv"/);
    const raw = new Uint8Array(
      await (
        await fetch(`${suite.app.baseUrl}/api/lottery-entries/export?search=${tag}`, {
          headers: { cookie: suite.admin.cookieHeader },
        })
      ).arrayBuffer(),
    );
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"رقم الفاتورة","رقم الهاتف","الجائزة","تاريخ المشاركة","الحالة","فرع التسليم","سلّمها"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"'=HYPERLINK\\(""x""\\)${tag}","0790000000","غير معروف","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}","قيد الانتظار","",""$`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^"${tag}-1","'\\+962790000000","وجبة ""كبيرة""",`));
  });

  it("walks every matching entry once in export batches, even when entries share a timestamp", async () => {
    const tag = unique("BATCH");
    const same = new Date();
    await suite.app.db.insert(lotteryEntries).values(
      Array.from({ length: 7 }, (_, i) => ({
        invoiceNumber: `${tag}-${i}`,
        invoiceNormal: normalizeInvoice(`${tag}-${i}`),
        phoneNumber: "0790000000",
        submittedAt: same,
      })),
    );
    // Microseconds that a JS Date cannot hold must not make the cursor skip rows.
    await suite.app.db.insert(lotteryEntries).values({
      invoiceNumber: `${tag}-micro`,
      invoiceNormal: normalizeInvoice(`${tag}-micro`),
      phoneNumber: "0790000000",
    });
    const seen: string[] = [];
    for await (const batch of eachEntryBatch(suite.app.db, { search: tag }, { all: true }, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((e) => e.id));
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });
});

describe("invoice numbers in one normal form", () => {
  const suite = startAdminApp();
  beforeAll(async () => {
    await suite.app.db.insert(prizes).values({ name: "وجبة عائلية" });
  });

  const enter = (invoiceNumber: string, phoneNumber = PHONE) =>
    suite.app.client().post("/api/lottery", { invoiceNumber, phoneNumber });

  it.each([
    ["INV-CASE", "inv-case", "invcase"],
    ["12345", "１２３４５", "12345"],
    ["54321", "٥٤٣٢١", "54321"],
    ["88 345", "88345", "88345"],
    ["77-345", "77345", "77345"],
    ["AB–99 10", "ａｂ9910", "ab9910"],
  ])("%s then %s from another phone: the second is 409", async (first, second, normal) => {
    const a = await enter(first);
    expect(a.status).toBe(201);
    const b = await enter(second, OTHER_PHONE);
    expect(b.status).toBe(409);
    expect(b.body.message).toBe(USED_INVOICE);
    const rows = await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNormal, normal));
    expect(rows).toHaveLength(1);
    // The admin sees what the visitor typed (digits made Latin).
    expect(rows[0].invoiceNumber).toBe(first.trim());
  });

  it("racing spellings of one invoice: exactly one wins", async () => {
    const spellings = ["RACE-1", "race-1", "race 1", "ＲＡＣＥ１", "Race1", "RACE-١", "race--1", " r-a-c-e-1 "];
    const results = await Promise.all(spellings.map((spelling, i) => enter(spelling, `078000000${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(spellings.length - 1);
    expect(
      await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNormal, "race1")),
    ).toHaveLength(1);
  });

  it("only spaces and dashes is no invoice", async () => {
    const res = await enter(" - – ");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("رقم الفاتورة مطلوب");
  });

  it("the admin list shows the invoice as typed", async () => {
    expect((await enter("Shown-As-Typed 7")).status).toBe(201);
    const list = await suite.admin.get("/api/lottery-entries?search=Shown");
    expect(list.status).toBe(200);
    expect(list.body.map((e: { invoiceNumber: string }) => e.invoiceNumber)).toContain("Shown-As-Typed 7");
  });
});

describe("an invoice with an invisible character in it", () => {
  const suite = startAdminApp();
  beforeAll(async () => {
    await suite.app.db.insert(prizes).values({ name: "وجبة عائلية" });
  });

  const enter = (invoiceNumber: string) =>
    suite.app.client().post("/api/lottery", { invoiceNumber, phoneNumber: "0791234567" });
  const entries = async () =>
    (
      await suite.app.db.select({ n: count() }).from(lotteryEntries).where(like(lotteryEntries.invoiceNormal, "%777%"))
    )[0].n;

  it("cannot win a second prize for one invoice, wherever the character sits", async () => {
    expect((await enter(INVOICE)).status).toBe(201);
    for (const ch of INVISIBLE) {
      for (const spelling of [`${INVOICE}${ch}`, `${ch}${INVOICE}`, `INV777${ch}001`, `INV${ch}777${ch}001`]) {
        const res = await enter(spelling);
        expect(res.status, `U+${ch.codePointAt(0)?.toString(16)}`).toBe(400);
        expect(res.body).toEqual({
          code: "invalid",
          message: HOSTILE,
          issues: [{ path: "invoiceNumber", message: HOSTILE }],
        });
      }
    }
    expect(await entries()).toBe(1);
  });

  it("refuses them in a first invoice too, so no look-alike of a later one is ever stored", async () => {
    for (const ch of INVISIBLE) {
      const res = await enter(`INV888${ch}002`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(HOSTILE);
    }
    expect(
      (
        await suite.app.db
          .select({ n: count() })
          .from(lotteryEntries)
          .where(like(lotteryEntries.invoiceNormal, "%888%"))
      )[0].n,
    ).toBe(0);
  });
});

describe("draw entries: erasure on request and retention leave no trace of the person", () => {
  const suite = startAdminApp();
  let adminName: string;
  beforeAll(async () => {
    adminName = (await suite.admin.get("/api/admin/session")).body.username;
    expect((await suite.admin.post("/api/prizes", { name: "وجبة عائلية" })).status).toBe(201);
  });

  /** A visitor's entry; the typed invoice has dashes and capitals, so it differs from its normal form. */
  async function enter(phone: string): Promise<{ id: string; invoice: string }> {
    const invoice = `INV-${unique("Q").toUpperCase()}-77`;
    const res = await suite.app.client().post("/api/lottery", { invoiceNumber: invoice, phoneNumber: phone });
    expect(res.status, res.text).toBe(201);
    return { id: res.body.id, invoice };
  }
  const row = async (id: string) =>
    (await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, id)))[0];

  async function expectNowhereInBackup(secrets: string[]) {
    const res = await fetch(`${suite.app.baseUrl}/api/admin/backup`, { headers: { cookie: suite.admin.cookieHeader } });
    expect(res.status).toBe(200);
    const strings = backupStrings(Buffer.from(await res.arrayBuffer()));
    expect(strings.some((s) => s.includes(adminName))).toBe(true);
    for (const secret of secrets)
      expect(
        strings.filter((s) => s.includes(secret)),
        secret,
      ).toEqual([]);
  }

  /** The same invoice in another spelling (lower case, spaces for dashes) is refused, and no row is added. */
  async function expectInvoiceStillUsed(invoice: string) {
    const before = (await suite.app.db.select().from(lotteryEntries)).length;
    const again = await suite.app
      .client()
      .post("/api/lottery", { invoiceNumber: invoice.toLowerCase().replaceAll("-", " "), phoneNumber: "0770000001" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(USED_INVOICE);
    expect((await suite.app.db.select().from(lotteryEntries)).length).toBe(before);
  }

  it("an admin's erasure removes the phone and typed invoice from every table and backup, keeps the entry for the draw, and logs who erased which entry", async () => {
    const phone = "0791234567";
    const { id, invoice } = await enter(phone);
    expect((await suite.admin.put(`/api/lottery-entries/${id}/status`, { status: "claimed" })).status).toBe(200);
    // The admin found the entry by phone and exported it before the visitor asked.
    expect(
      (await suite.admin.get(`/api/lottery-entries?search=${phone}`)).body.map((e: { id: string }) => e.id),
    ).toEqual([id]);
    expect((await suite.admin.get(`/api/lottery-entries/export?search=${phone}`)).text).toContain(invoice);

    const res = await suite.admin.delete(`/api/lottery-entries/${id}/personal-data`);
    expect(res.status).toBe(204);

    const stored = await row(id);
    expect(stored).toMatchObject({ invoiceNumber: null, phoneNumber: null, status: "claimed" });
    expect(stored.invoiceNormal).toBe(invoice.toLowerCase().replaceAll("-", ""));
    expect(stored.prizeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - (stored.erasedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    await expectNowhereInBackup([invoice, ...phoneForms(phone)]);
    await expectInvoiceStillUsed(invoice);

    const record = await erasureRecord(suite.app.db, "lottery-entries", id, adminName);
    expect(record.changes).toEqual({
      invoiceNumber: { before: PERSONAL_VALUE, after: null },
      phoneNumber: { before: PERSONAL_VALUE, after: null },
    });
  });

  it("an erased entry is found by its invoice in any spelling, shows as erased in the list and the CSV, and no longer by its phone", async () => {
    const phone = "0782223344";
    const { id, invoice } = await enter(phone);
    expect((await suite.admin.delete(`/api/lottery-entries/${id}/personal-data`)).status).toBe(204);

    const list = await suite.admin.get(`/api/lottery-entries?search=${encodeURIComponent(invoice.toLowerCase())}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        invoiceNumber: null,
        phoneNumber: null,
        status: "pending",
        prizeName: "وجبة عائلية",
      }),
    ]);
    expect(list.body[0].erasedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await suite.admin.get(`/api/lottery-entries?search=${phone}`)).body).toEqual([]);

    const csv = await suite.admin.get(`/api/lottery-entries/export?search=${encodeURIComponent(invoice)}`);
    expect(csv.status).toBe(200);
    const [, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ""));
    expect(rows.map((r) => r.slice(0, 3))).toEqual([[ERASED_VALUE, ERASED_VALUE, "وجبة عائلية"]]);
    expect(csv.text).not.toContain(phone.slice(1));

    // The prize can still be handed over to the winner who brings the original invoice.
    expect((await suite.admin.put(`/api/lottery-entries/${id}/status`, { status: "claimed" })).status).toBe(200);
    expect((await row(id)).status).toBe("claimed");
  });

  it("erasing twice keeps the first erasure time; an unknown entry is a 404 in Arabic and a visitor gets 401, changing nothing", async () => {
    const { id } = await enter("0773334455");
    expect((await suite.admin.delete(`/api/lottery-entries/${id}/personal-data`)).status).toBe(204);
    const first = (await row(id)).erasedAt;
    expect((await suite.admin.delete(`/api/lottery-entries/${id}/personal-data`)).status).toBe(204);
    expect((await row(id)).erasedAt).toEqual(first);

    const unknown = await suite.admin.delete("/api/lottery-entries/00000000-0000-4000-8000-000000000000/personal-data");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("المشاركة غير موجودة");
    expect((await suite.admin.delete("/api/lottery-entries/not-a-uuid/personal-data")).status).toBe(404);

    const other = await enter("0774445566");
    const visitor = await suite.app.client().delete(`/api/lottery-entries/${other.id}/personal-data`);
    expect(visitor.status).toBe(401);
    expect(await row(other.id)).toMatchObject({ invoiceNumber: other.invoice, phoneNumber: "0774445566" });
  });

  /** An entry submitted at an exact instant, with a phone of its own. */
  async function sentAt(instant: string, phone: string) {
    const entry = await enter(phone);
    await suite.app.db
      .update(lotteryEntries)
      .set({ submittedAt: new Date(instant) })
      .where(eq(lotteryEntries.id, entry.id));
    return entry;
  }

  it("retention erases entries submitted before the 12-month period whatever their status, pending ones included: a day before the Amman boundary goes, the boundary and a day after stay", async () => {
    // On 15 June 2026 at 12:00 Amman time the boundary is 15 June 2025 at 12:00 (09:00 UTC).
    const now = new Date("2026-06-15T09:00:00Z");
    const pending = await sentAt("2025-06-14T09:00:00Z", "0795556677");
    const claimed = await sentAt("2025-06-14T09:00:00Z", "0796667788");
    expect((await suite.admin.put(`/api/lottery-entries/${claimed.id}/status`, { status: "claimed" })).status).toBe(
      200,
    );
    const atBoundary = await sentAt("2025-06-15T09:00:00Z", "0797778899");
    const dayAfter = await sentAt("2025-06-16T09:00:00Z", "0798889900");

    expect(await eraseOldDrawEntries(suite.app.db, now)).toBe(2);
    for (const [entry, status] of [
      [pending, "pending"],
      [claimed, "claimed"],
    ] as const)
      expect(await row(entry.id)).toMatchObject({ invoiceNumber: null, phoneNumber: null, status });
    expect(await row(atBoundary.id)).toMatchObject({ invoiceNumber: atBoundary.invoice, phoneNumber: "0797778899" });
    expect(await row(dayAfter.id)).toMatchObject({ invoiceNumber: dayAfter.invoice, erasedAt: null });

    await expectNowhereInBackup([
      pending.invoice,
      claimed.invoice,
      ...phoneForms("0795556677"),
      ...phoneForms("0796667788"),
    ]);
    await expectInvoiceStillUsed(pending.invoice);
    const records = () =>
      suite.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "retention"), eq(auditLog.resource, "lottery-entries")));
    expect(await records()).toEqual([
      expect.objectContaining({ actorName: "system", changes: { deleted: { before: null, after: 2 } } }),
    ]);
    // A second run (or another process's at the same time) finds nothing and records nothing.
    expect(await eraseOldDrawEntries(suite.app.db, now)).toBe(0);
    expect(await records()).toHaveLength(1);
  });

  it("the hourly retention job erases old draw entries, following the period the admin set", async () => {
    expect((await suite.admin.put("/api/admin/privacy", { applicationRetentionMonths: 6 })).status).toBe(200);
    try {
      const ids = [];
      for (const months of [7, 5]) {
        const { id } = await enter(months === 7 ? "0791112233" : "0792223344");
        await suite.app.db
          .update(lotteryEntries)
          .set({ submittedAt: sql`now() - make_interval(months => ${months})` })
          .where(eq(lotteryEntries.id, id));
        ids.push(id);
      }
      const stop = startRetention(suite.app.db, log, 60 * 60 * 1000);
      await stop();
      const rows = await suite.app.db
        .select({ id: lotteryEntries.id, phone: lotteryEntries.phoneNumber })
        .from(lotteryEntries)
        .where(inArray(lotteryEntries.id, ids));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.phone]))).toEqual({
        [ids[0]]: null,
        [ids[1]]: "0792223344",
      });
    } finally {
      await suite.admin.put("/api/admin/privacy", { applicationRetentionMonths: 12 });
    }
  });
});
