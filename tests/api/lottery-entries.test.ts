import { normalizeInvoice } from "../../shared/normalize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { eachEntryBatch } from "../../server/modules/lottery/entries.service";

describe("draw entries API", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  /** Entries of one test: a unique token in every invoice, submitted one minute apart (oldest first). */
  async function seed(rows: { invoice: string; phone?: string; prizeId?: string | null }[]) {
    const start = Date.now() - rows.length * 60_000;
    return app.db
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
    const visitor = app.client();
    expect((await visitor.get("/api/lottery-entries")).status).toBe(401);
    expect((await visitor.get("/api/lottery-entries/export")).status).toBe(401);
    expect(
      (await visitor.put("/api/lottery-entries/6f1c1c1e-0000-4000-8000-000000000000/status", { status: "claimed" }))
        .status,
    ).toBe(401);
  });

  it("answers a plain GET with the whole list as an array, newest first, with the prize name and a total", async () => {
    const [prize] = await app.db
      .insert(prizes)
      .values({ name: unique("كوبون ") })
      .returning();
    const tag = unique("PLAIN");
    await seed([{ invoice: `${tag}-1`, prizeId: prize.id }, { invoice: `${tag}-2` }]);
    const res = await admin.get("/api/lottery-entries");
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
    const [prize] = await app.db
      .insert(prizes)
      .values({ name: `شاورما ${token.toLowerCase()}` })
      .returning();
    await seed([
      { invoice: `INV-${token}-A` },
      { invoice: unique("other-"), phone },
      { invoice: unique("other-"), prizeId: prize.id },
      { invoice: unique("other-") },
    ]);

    const byInvoice = await admin.get(`/api/lottery-entries?search=${token.toLowerCase()}`);
    expect(byInvoice.status).toBe(200);
    // The lower-cased token matches the upper-cased invoice and the prize name.
    expect(byInvoice.body.map((e: { invoiceNumber: string }) => e.invoiceNumber)).toContain(`INV-${token}-A`);
    expect(byInvoice.body.map((e: { prizeName: string }) => e.prizeName)).toContain(prize.name);
    expect(byInvoice.headers.get("x-total-count")).toBe("2");

    const byPhone = await admin.get(`/api/lottery-entries?search=${phone.slice(3)}`);
    expect(byPhone.body).toEqual([expect.objectContaining({ phoneNumber: phone })]);
    expect(byPhone.headers.get("x-total-count")).toBe("1");

    const byArabicDigits = await admin.get(
      `/api/lottery-entries?search=${encodeURIComponent([...phone.slice(3)].map((d) => String.fromCharCode(0x0660 + Number(d))).join(""))}`,
    );
    expect(byArabicDigits.body).toEqual([expect.objectContaining({ phoneNumber: phone })]);

    const byPrize = await admin.get(`/api/lottery-entries?search=${encodeURIComponent(prize.name.toUpperCase())}`);
    expect(byPrize.body).toEqual([expect.objectContaining({ prizeId: prize.id, prizeName: prize.name })]);

    const none = await admin.get(`/api/lottery-entries?search=${unique("nothing")}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get("x-total-count")).toBe("0");

    // % and _ are literal characters, not wildcards.
    const wildcard = await admin.get(`/api/lottery-entries?search=${encodeURIComponent(`${token}%A`)}`);
    expect(wildcard.body).toEqual([]);
  });

  it("pages the matches with page and pageSize, reporting the total of all matches", async () => {
    const tag = unique("PAGE");
    await seed(Array.from({ length: 7 }, (_, i) => ({ invoice: `${tag}-${i}` })));
    const page1 = await admin.get(`/api/lottery-entries?search=${tag}&page=1&pageSize=3`);
    const page3 = await admin.get(`/api/lottery-entries?search=${tag}&page=3&pageSize=3`);
    expect(page1.body.map((e: { invoiceNumber: string }) => e.invoiceNumber)).toEqual([
      `${tag}-6`,
      `${tag}-5`,
      `${tag}-4`,
    ]);
    expect(page3.body.map((e: { invoiceNumber: string }) => e.invoiceNumber)).toEqual([`${tag}-0`]);
    expect(page1.headers.get("x-total-count")).toBe("7");
    expect(page1.headers.get("x-page")).toBe("1");
    expect(page1.headers.get("x-page-size")).toBe("3");
    expect((await admin.get(`/api/lottery-entries?search=${tag}&page=4&pageSize=3`)).body).toEqual([]);

    for (const query of ["page=0", "page=abc", "pageSize=0", "pageSize=201", "page=1.5"]) {
      const bad = await admin.get(`/api/lottery-entries?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("sets any of the three statuses from any other, and refuses anything else", async () => {
    const [entry] = await seed([{ invoice: unique("STATUS-") }]);
    const url = `/api/lottery-entries/${entry.id}/status`;
    for (const status of ["claimed", "rejected", "pending", "rejected", "claimed"]) {
      const res = await admin.put(url, { status });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: entry.id, status, invoiceNumber: entry.invoiceNumber });
      const [row] = await app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, entry.id));
      expect(row.status).toBe(status);
    }
    for (const body of [{ status: "won" }, {}, { status: "" }, { status: 1 }]) {
      const bad = await admin.put(url, body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("الحالة يجب أن تكون قيد الانتظار أو تم الاستلام أو مرفوض");
    }
    const [row] = await app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, entry.id));
    expect(row.status).toBe("claimed");

    const missing = await admin.put("/api/lottery-entries/6f1c1c1e-0000-4000-8000-000000000000/status", {
      status: "claimed",
    });
    expect(missing.status).toBe(404);
    expect((await admin.put("/api/lottery-entries/nope/status", { status: "claimed" })).status).toBe(404);
  });

  it("exports the filtered entries as UTF-8 CSV with a BOM, formulas neutralised, deleted prizes as غير معروف", async () => {
    const tag = unique("CSV");
    const [prize] = await app.db.insert(prizes).values({ name: 'وجبة "كبيرة"' }).returning();
    const [gone] = await app.db.insert(prizes).values({ name: "ستُحذف" }).returning();
    await seed([
      { invoice: `${tag}-1`, prizeId: prize.id, phone: "+962790000000" },
      { invoice: `=HYPERLINK("x")${tag}`, prizeId: gone.id },
      { invoice: unique("not-in-export-") },
    ]);
    await admin.delete(`/api/prizes/${gone.id}`);

    const res = await admin.get(`/api/lottery-entries/export?search=${tag}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="lottery-entries\.csv"/);
    const raw = new Uint8Array(
      await (
        await fetch(`${app.baseUrl}/api/lottery-entries/export?search=${tag}`, {
          headers: { cookie: admin.cookieHeader },
        })
      ).arrayBuffer(),
    );
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"رقم الفاتورة","رقم الهاتف","الجائزة","تاريخ المشاركة","الحالة"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"'=HYPERLINK\\(""x""\\)${tag}","0790000000","غير معروف","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}","قيد الانتظار"$`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^"${tag}-1","'\\+962790000000","وجبة ""كبيرة""",`));
  });

  it("walks every matching entry once in export batches, even when entries share a timestamp", async () => {
    const tag = unique("BATCH");
    const same = new Date();
    await app.db.insert(lotteryEntries).values(
      Array.from({ length: 7 }, (_, i) => ({
        invoiceNumber: `${tag}-${i}`,
        invoiceNormal: normalizeInvoice(`${tag}-${i}`),
        phoneNumber: "0790000000",
        submittedAt: same,
      })),
    );
    // Microseconds that a JS Date cannot hold must not make the cursor skip rows.
    await app.db.insert(lotteryEntries).values({
      invoiceNumber: `${tag}-micro`,
      invoiceNormal: normalizeInvoice(`${tag}-micro`),
      phoneNumber: "0790000000",
    });
    const seen: string[] = [];
    for await (const batch of eachEntryBatch(app.db, tag, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((e) => e.id));
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });
});
