import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { unique } from "../support/factories";
import { holdClockInOneWindow } from "../support/frozen-clock";

const PHONE = "0791234567";

describe("POST /api/lottery", () => {
  let app: TestApp;
  let prizeId: string;
  beforeAll(async () => {
    app = await startTestApp();
    [{ id: prizeId }] = await app.db.insert(prizes).values({ name: "وجبة عائلية" }).returning();
  });
  afterAll(() => app.close());

  const entriesOf = (invoiceNumber: string) =>
    app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNumber, invoiceNumber));

  it("lets a visitor win: 201 with the entry and its prize, stored as pending", async () => {
    const invoice = unique("INV-");
    const res = await app.client().post("/api/lottery", { invoiceNumber: invoice, phoneNumber: PHONE });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      invoiceNumber: invoice,
      prize: { id: prizeId, name: "وجبة عائلية" },
      status: "pending",
      submittedAt: expect.any(String),
    });
    const [row] = await entriesOf(invoice);
    expect(row).toMatchObject({ id: res.body.id, phoneNumber: PHONE, prizeId, status: "pending" });
  });

  it("trims the invoice and turns Arabic-Indic digits into Latin ones, so both spellings are one invoice", async () => {
    const digits = String(Date.now()).slice(-9);
    const arabic = [...digits].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
    const res = await app.client().post("/api/lottery", { invoiceNumber: `  ${arabic} `, phoneNumber: " ٠٧٩١٢٣٤٥٦٧ " });
    expect(res.status).toBe(201);
    expect(res.body.invoiceNumber).toBe(digits);
    const [row] = await entriesOf(digits);
    expect(row.phoneNumber).toBe(PHONE);

    const again = await app.client().post("/api/lottery", { invoiceNumber: digits, phoneNumber: PHONE });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("رقم الفاتورة مستخدم مسبقاً");
    expect(await entriesOf(digits)).toHaveLength(1);
  });

  it("answers each validation rule with its Arabic message and stores nothing", async () => {
    const before = (await app.db.select().from(lotteryEntries)).length;
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
      const res = await app.client().post("/api/lottery", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message });
    }
    // Exactly 255 characters is allowed.
    const longest = unique("L").padEnd(255, "9");
    expect((await app.client().post("/api/lottery", { invoiceNumber: longest, phoneNumber: PHONE })).status).toBe(201);
    expect((await app.db.select().from(lotteryEntries)).length).toBe(before + 1);
  });

  it("gives exactly one win to 25 concurrent entries of one invoice; the rest get 409", async () => {
    const invoice = unique("RACE-");
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        app.client().post("/api/lottery", { invoiceNumber: invoice, phoneNumber: PHONE }),
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
    const res = await app
      .client()
      .post("/api/lottery", { invoiceNumber: invoice, phoneNumber: PHONE, website: "spam.example" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ invoiceNumber: invoice, prize: { name: "وجبة عائلية" }, status: "pending" });
    expect(await entriesOf(invoice)).toHaveLength(0);
  });

  it("is public: no admin session is needed", async () => {
    const res = await app.client().post("/api/lottery", { invoiceNumber: unique("PUB-"), phoneNumber: PHONE });
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
      expect(accepted.body.prize).toEqual({ id: prize.id, name: "مشروب" });
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
