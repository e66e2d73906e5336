import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin } from "../support/factories";

const PHONE = "0791234567";
const TAKEN = "رقم الفاتورة مستخدم مسبقاً";

describe("invoice numbers in one normal form", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.db.insert(prizes).values({ name: "وجبة عائلية" });
  });
  afterAll(() => app.close());

  const enter = (invoiceNumber: string) => app.client().post("/api/lottery", { invoiceNumber, phoneNumber: PHONE });

  it.each([
    ["INV-CASE", "inv-case", "invcase"],
    ["12345", "１２３４５", "12345"],
    ["54321", "٥٤٣٢١", "54321"],
    ["88 345", "88345", "88345"],
    ["77-345", "77345", "77345"],
    ["AB–99 10", "ａｂ9910", "ab9910"],
  ])("%s then %s: the second is 409", async (first, second, normal) => {
    const a = await enter(first);
    expect(a.status).toBe(201);
    const b = await enter(second);
    expect(b.status).toBe(409);
    expect(b.body.message).toBe(TAKEN);
    const rows = await app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNormal, normal));
    expect(rows).toHaveLength(1);
    // The admin sees what the visitor typed (digits made Latin).
    expect(rows[0].invoiceNumber).toBe(first.trim());
  });

  it("racing spellings of one invoice: exactly one wins", async () => {
    const spellings = ["RACE-1", "race-1", "race 1", "ＲＡＣＥ１", "Race1", "RACE-١", "race--1", " r-a-c-e-1 "];
    const results = await Promise.all(spellings.map(enter));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(spellings.length - 1);
    expect(await app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNormal, "race1"))).toHaveLength(1);
  });

  it("only spaces and dashes is no invoice", async () => {
    const res = await enter(" - – ");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("رقم الفاتورة مطلوب");
  });

  it("the admin list shows the invoice as typed", async () => {
    const admin = app.client();
    await signInAdmin(app.db, admin);
    expect((await enter("Shown-As-Typed 7")).status).toBe(201);
    const list = await admin.get("/api/lottery-entries?search=Shown");
    expect(list.status).toBe(200);
    expect(list.body.map((e: { invoiceNumber: string }) => e.invoiceNumber)).toContain("Shown-As-Typed 7");
  });
});
