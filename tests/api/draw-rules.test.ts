import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { NO_DRAW_RULES, type DrawSettingsInput } from "@shared/schema/draw-forms";
import { DRAW_MESSAGES, formatDay } from "@shared/schema/draw-rules";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { pickWeighted } from "../../server/modules/lottery/draw.service";
import { startAdminApp, type AdminSuite } from "../support/admin-app";
import { unique } from "../support/factories";

// The draw's rules: prize stock (never below 0, also when entries race for the last one), weights,
// wins per phone per day and per period, the draw period, the invoice rule, and an invoice entered
// again by the same phone.

const USED_INVOICE = "رقم الفاتورة مستخدم مسبقاً";

/** An app whose clock the test sets: noon in Amman (UTC+3) on the given day, unless told otherwise. */
function startClockedApp() {
  const clock = { now: new Date("2026-03-10T09:00:00Z") };
  const suite = startAdminApp({}, { now: () => clock.now });
  const at = (instant: string) => {
    clock.now = new Date(instant);
  };
  return { suite, at };
}

const phone = (n: number) => `0791${String(n).padStart(6, "0")}`;

async function setRules(suite: AdminSuite, rules: Partial<DrawSettingsInput>) {
  const res = await suite.admin.put("/api/admin/draw-settings", { ...NO_DRAW_RULES, ...rules });
  expect(res.status, res.text).toBe(200);
}

async function onlyPrize(suite: AdminSuite, values: { name?: string; stock?: number | null; weight?: number }) {
  await suite.app.db.update(prizes).set({ isActive: false });
  const [prize] = await suite.app.db
    .insert(prizes)
    .values({ name: values.name ?? unique("جائزة "), stock: values.stock ?? null, weight: values.weight ?? 1 })
    .returning();
  return prize;
}

const enter = (suite: AdminSuite, invoiceNumber: string, phoneNumber = phone(1)) =>
  suite.app.client().post("/api/lottery", { invoiceNumber, phoneNumber });

const entriesOfPrize = async (suite: AdminSuite, prizeId: string) =>
  (await suite.app.db.select({ n: count() }).from(lotteryEntries).where(eq(lotteryEntries.prizeId, prizeId)))[0].n;

const stockOf = async (suite: AdminSuite, id: string) =>
  (await suite.app.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, id)))[0].stock;

describe("prize stock", () => {
  const suite = startAdminApp();

  it("each win takes one; at 0 the prize is out of the draw, the draw says it is closed, and nothing is stored", async () => {
    const prize = await onlyPrize(suite, { stock: 2 });
    expect((await enter(suite, unique("S-"), phone(1))).status).toBe(201);
    expect(await stockOf(suite, prize.id)).toBe(1);
    expect((await suite.app.client().get("/api/lottery/availability")).body.open).toBe(true);
    expect((await enter(suite, unique("S-"), phone(2))).status).toBe(201);
    expect(await stockOf(suite, prize.id)).toBe(0);
    // The last one won closes the draw for the cached public answer too.
    expect((await suite.app.client().get("/api/lottery/availability")).body).toMatchObject({
      open: false,
      closedReason: "no-prizes",
    });
    const refused = await enter(suite, "S-AFTER", phone(3));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DRAW_MESSAGES.noPrizes);
    expect(await stockOf(suite, prize.id)).toBe(0);
    expect(await entriesOfPrize(suite, prize.id)).toBe(2);
    expect(
      await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNormal, "s-after")),
    ).toHaveLength(0);
  });

  it("twelve entries racing for the last one: exactly one wins it, the stock stops at 0, the others get the unlimited prize", async () => {
    const last = await onlyPrize(suite, { stock: 1, weight: 1000 });
    const [plenty] = await suite.app.db
      .insert(prizes)
      .values({ name: unique("وفيرة "), weight: 1 })
      .returning();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => enter(suite, unique(`LAST${i}-`), phone(100 + i))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const won = results.map((r) => r.body.prize.id);
    expect(won.filter((id) => id === last.id)).toHaveLength(1);
    expect(won.filter((id) => id === plenty.id)).toHaveLength(11);
    expect(await stockOf(suite, last.id)).toBe(0);
    expect(await entriesOfPrize(suite, last.id)).toBe(1);
  });

  it("twelve entries racing for the only prize's last one: one wins, eleven are told no prize is left, one entry stored", async () => {
    const last = await onlyPrize(suite, { stock: 1 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => enter(suite, unique(`ONLY${i}-`), phone(200 + i))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    for (const loser of results.filter((r) => r.status === 409))
      expect(loser.body.message).toBe(DRAW_MESSAGES.noPrizes);
    expect(await stockOf(suite, last.id)).toBe(0);
    expect(await entriesOfPrize(suite, last.id)).toBe(1);
  });
});

describe("prize weights", () => {
  it("a roll lands on each prize for a stretch as long as its weight, in order", () => {
    const list = [
      { id: "a", weight: 1 },
      { id: "b", weight: 3 },
      { id: "c", weight: 2 },
    ];
    expect([0, 1, 2, 3, 4, 5].map((roll) => pickWeighted(list, roll).id)).toEqual(["a", "b", "b", "b", "c", "c"]);
  });

  const suite = startAdminApp();

  it("the draw rolls over the total weight of the prizes in the draw and gives the one the roll lands on", async () => {
    const light = await onlyPrize(suite, { weight: 1 });
    const [heavy] = await suite.app.db
      .insert(prizes)
      // Created a minute later, so it comes after the light one whatever the clock's resolution.
      .values({ name: unique("ثقيلة "), weight: 3, createdAt: new Date(Date.now() + 60_000) })
      .returning();
    // Out of the draw: its weight is not counted.
    await suite.app.db.insert(prizes).values({ name: unique("نفدت "), weight: 50, stock: 0 });
    const asked: number[] = [];
    const rolls = [0, 1, 3];
    suite.app.deps.random = (max) => {
      asked.push(max);
      return rolls[asked.length - 1];
    };
    try {
      const won = [];
      for (let i = 0; i < rolls.length; i++) won.push((await enter(suite, unique("W-"), phone(300 + i))).body.prize.id);
      expect(asked).toEqual([4, 4, 4]);
      expect(won).toEqual([light.id, heavy.id, heavy.id]);
    } finally {
      suite.app.deps.random = undefined;
    }
  });
});

describe("wins per phone", () => {
  const { suite, at } = startClockedApp();

  it("per Amman day: the limit's entries are won, the next is refused and stores nothing, another phone still wins, and the next day it wins again", async () => {
    await onlyPrize(suite, {});
    await setRules(suite, { winsPerPhonePerDay: 2 });
    const mine = phone(400);
    // 23:30 in Amman on 10 March.
    at("2026-03-10T20:30:00Z");
    expect((await enter(suite, unique("D-"), mine)).status).toBe(201);
    // The same phone in Arabic-Indic digits is the same phone.
    const arabic = [...mine].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
    expect((await enter(suite, unique("D-"), arabic)).status).toBe(201);
    const refused = await enter(suite, "D-THIRD", mine);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DRAW_MESSAGES.perDay(2));
    expect(
      await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNormal, "d-third")),
    ).toHaveLength(0);
    expect((await enter(suite, unique("D-"), phone(401))).status).toBe(201);
    // 00:10 in Amman on 11 March: a new day.
    at("2026-03-10T21:10:00Z");
    expect((await enter(suite, "D-THIRD", mine)).status).toBe(201);
  });

  it("per period: counted from the period's first Amman day, entries before it do not count", async () => {
    await onlyPrize(suite, {});
    const mine = phone(500);
    await suite.app.db.insert(lotteryEntries).values({
      invoiceNumber: "OLD",
      invoiceNormal: unique("old"),
      phoneNumber: mine,
      submittedAt: new Date("2026-02-27T10:00:00Z"),
    });
    await setRules(suite, { winsPerPhonePerPeriod: 2, periodStart: "2026-03-01", periodEnd: "2026-03-31" });
    at("2026-03-05T10:00:00Z");
    expect((await enter(suite, unique("P-"), mine)).status).toBe(201);
    at("2026-03-20T10:00:00Z");
    expect((await enter(suite, unique("P-"), mine)).status).toBe(201);
    const refused = await enter(suite, unique("P-"), mine);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DRAW_MESSAGES.perPeriod(2));
    expect((await enter(suite, unique("P-"), phone(501))).status).toBe(201);
  });

  it("six entries of one phone at once with a limit of 2 a day: exactly two win", async () => {
    await onlyPrize(suite, {});
    await setRules(suite, { winsPerPhonePerDay: 2 });
    at("2026-03-12T10:00:00Z");
    const mine = phone(600);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => enter(suite, unique(`C${i}-`), mine)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(4).fill(DRAW_MESSAGES.perDay(2)),
    );
    expect(
      (await suite.app.db.select({ n: count() }).from(lotteryEntries).where(eq(lotteryEntries.phoneNumber, mine)))[0].n,
    ).toBe(2);
  });
});

describe("the draw period", () => {
  const { suite, at } = startClockedApp();
  const availability = async () => (await suite.app.client().get("/api/lottery/availability")).body;

  it("before its first Amman day the entry is refused with the day the next period starts, inside it wins, after its last day it is refused as over", async () => {
    await onlyPrize(suite, {});
    // 23:59 in Amman on 31 March.
    at("2026-03-31T20:59:00Z");
    await setRules(suite, { periodStart: "2026-04-01", periodEnd: "2026-04-30" });
    const early = await enter(suite, "PERIOD-1", phone(700));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(DRAW_MESSAGES.opensOn("2026-04-01"));
    expect(early.body.message).toContain(formatDay("2026-04-01"));
    expect(await availability()).toMatchObject({ open: false, closedReason: "not-started", opensOn: "2026-04-01" });
    expect(await suite.app.db.select().from(lotteryEntries)).toHaveLength(0);

    // Midnight in Amman: the cached answer follows the clock across the boundary.
    at("2026-03-31T21:00:00Z");
    expect(await availability()).toMatchObject({ open: true, closedReason: null });
    expect((await enter(suite, "PERIOD-1", phone(700))).status).toBe(201);

    at("2026-04-30T20:59:00Z");
    expect((await enter(suite, "PERIOD-2", phone(701))).status).toBe(201);
    at("2026-04-30T21:00:00Z");
    const late = await enter(suite, "PERIOD-3", phone(702));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(DRAW_MESSAGES.ended);
    expect(await availability()).toMatchObject({ open: false, closedReason: "ended", opensOn: null });
    expect(await suite.app.db.select().from(lotteryEntries)).toHaveLength(2);
  });
});

describe("the invoice rule", () => {
  const suite = startAdminApp();

  it("digits only, 6 to 12 long: read in the invoice's normal form (Arabic digits, spaces, dashes), anything else refused with the rule in words", async () => {
    await onlyPrize(suite, {});
    await setRules(suite, { invoiceCharacters: "digits", invoiceMinLength: 6, invoiceMaxLength: 12 });
    const message = "رقم الفاتورة غير صحيح، المقبول: أرقام فقط، من 6 إلى 12 خانة";
    for (const bad of ["12345", "1234567890123", "ABC123", "12345x", "9911"]) {
      const res = await enter(suite, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await suite.app.db.select().from(lotteryEntries)).toHaveLength(0);
    expect((await suite.app.client().get("/api/lottery/availability")).body.invoiceRule).toEqual({
      invoiceCharacters: "digits",
      invoiceMinLength: 6,
      invoiceMaxLength: 12,
    });
    expect((await enter(suite, "١٢٣٤٥٦", phone(800))).status).toBe(201);
    expect((await enter(suite, "123-4567", phone(801))).status).toBe(201);
    expect((await enter(suite, "123456789012", phone(802))).status).toBe(201);
  });

  it("letters and digits: Latin letters in any case and digits pass, other marks are refused", async () => {
    await onlyPrize(suite, {});
    await setRules(suite, { invoiceCharacters: "alnum", invoiceMinLength: 4, invoiceMaxLength: null });
    expect((await enter(suite, "Ab12Cd", phone(810))).status).toBe(201);
    const res = await enter(suite, "AB_12", phone(811));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("رقم الفاتورة غير صحيح، المقبول: أحرف إنجليزية وأرقام فقط، 4 خانات على الأقل");
  });
});

describe("the same invoice entered again", () => {
  const suite = startAdminApp();

  it("by the same phone: its earlier result (prize, date, id), nothing new drawn or taken; by another phone: refused, telling nothing of it", async () => {
    const prize = await onlyPrize(suite, { name: "بطاطا كبيرة", stock: 5 });
    await setRules(suite, { winsPerPhonePerDay: 1 });
    const first = await enter(suite, "REPEAT-77", phone(900));
    expect(first.status).toBe(201);
    expect(first.body.earlier).toBe(false);

    // Another spelling of the invoice, the phone written otherwise, and past the day's limit.
    const again = await enter(suite, "repeat 77", "+962 79 1000 900");
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ...first.body, earlier: true });
    expect(again.body.prize).toEqual({ id: prize.id, name: "بطاطا كبيرة", branches: [] });
    expect(await stockOf(suite, prize.id)).toBe(4);
    expect(await entriesOfPrize(suite, prize.id)).toBe(1);

    const other = await enter(suite, "REPEAT-77", phone(901));
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ code: "conflict", message: USED_INVOICE });
  });

  it("by the same phone five times at once, with one win a day: one entry, every answer names it", async () => {
    await onlyPrize(suite, {});
    await setRules(suite, { winsPerPhonePerDay: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => enter(suite, "SAME-TIME-1", phone(910))));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.filter((r) => r.body.earlier === false)).toHaveLength(1);
    expect(
      await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNormal, "sametime1")),
    ).toHaveLength(1);
  });

  it("an erased entry's phone is gone: the same phone is refused like any other", async () => {
    await onlyPrize(suite, {});
    const first = await enter(suite, "ERASED-5", phone(920));
    expect((await suite.admin.delete(`/api/lottery-entries/${first.body.id}/personal-data`)).status).toBe(204);
    const again = await enter(suite, "ERASED-5", phone(920));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: "conflict", message: USED_INVOICE });
  });
});
