import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, like } from "drizzle-orm";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";

const HOSTILE = "النص يحتوي على رموز غير مسموح بها";
const INVOICE = "INV777001";

// Soft hyphen, Arabic letter mark, combining grapheme joiner, Mongolian vowel separator, invisible
// separator, Hangul filler, Braille blank: each one once made INV777001 a new invoice.
const INVISIBLE = ["\u00AD", "\u061C", "\u034F", "\u180E", "\u2063", "\u3164", "\u2800"];

describe("an invoice with an invisible character in it", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.db.insert(prizes).values({ name: "وجبة عائلية" });
  });
  afterAll(() => app.close());

  const enter = (invoiceNumber: string) =>
    app.client().post("/api/lottery", { invoiceNumber, phoneNumber: "0791234567" });
  const entries = async () =>
    (await app.db.select({ n: count() }).from(lotteryEntries).where(like(lotteryEntries.invoiceNormal, "%777%")))[0].n;

  it("cannot win a second prize for one invoice, wherever the character sits", async () => {
    expect((await enter(INVOICE)).status).toBe(201);
    for (const ch of INVISIBLE) {
      for (const spelling of [`${INVOICE}${ch}`, `${ch}${INVOICE}`, `INV777${ch}001`, `INV${ch}777${ch}001`]) {
        const res = await enter(spelling);
        expect(res.status, `U+${ch.codePointAt(0)?.toString(16)}`).toBe(400);
        expect(res.body).toEqual({ message: HOSTILE, issues: [{ path: "invoiceNumber", message: HOSTILE }] });
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
      (await app.db.select({ n: count() }).from(lotteryEntries).where(like(lotteryEntries.invoiceNormal, "%888%")))[0]
        .n,
    ).toBe(0);
  });
});
