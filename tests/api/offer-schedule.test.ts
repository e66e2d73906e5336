import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { offers } from "../../server/db/schema";
import { SCHEDULE_MESSAGES } from "../../shared/schema/offers-forms";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";

// Amman is UTC+3 all year: "2026-11-26T22:00" in Amman is 19:00 UTC. 2026-11-26 is a Thursday.
const amman = (local: string) => new Date(`${local}:00+03:00`);

describe("scheduled offers", () => {
  let clock = amman("2026-11-26T12:00");
  const suite = startAdminApp({}, { now: () => clock });

  const create = async (body: Record<string, unknown>) => {
    const res = await suite.admin.post("/api/offers", {
      title: unique("عرض مجدول "),
      originalPrice: 10,
      discountedPrice: 8,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; title: string; startsAt: string | null; endsAt: string | null };
  };
  const publicIds = async () =>
    ((await suite.app.client().get("/api/offers")).body as { id: string }[]).map((offer) => offer.id);
  const adminRow = async (id: string) => {
    const list = (await suite.admin.get("/api/admin/offers")).body as {
      id: string;
      scheduleState: string;
      nextChangeAt: string | null;
    }[];
    return list.find((offer) => offer.id === id)!;
  };

  it("reads start and end as Amman wall-clock time, Arabic-Indic digits too, and stores the instants", async () => {
    clock = amman("2026-11-26T12:00");
    const offer = await create({ startsAt: "٢٠٢٦-١١-٢٧T18:00", endsAt: "2026-11-28T02:30", weekdays: [6, 5, 5] });
    expect(offer.startsAt).toBe("2026-11-27T15:00:00.000Z");
    expect(offer.endsAt).toBe("2026-11-27T23:30:00.000Z");
    const [row] = await suite.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row.startsAt).toEqual(new Date("2026-11-27T15:00:00Z"));
    expect(row.weekdays).toEqual([5, 6]);
  });

  it("an offer without a schedule is live and never changes by itself", async () => {
    clock = amman("2026-11-26T12:00");
    const offer = await create({});
    expect(await adminRow(offer.id)).toMatchObject({ scheduleState: "live", nextChangeAt: null });
    expect(await publicIds()).toContain(offer.id);
  });

  it("a window across midnight is live from its start to just before its end, and its state follows the clock", async () => {
    clock = amman("2026-11-26T21:59");
    const offer = await create({ startsAt: "2026-11-26T22:00", endsAt: "2026-11-27T02:00" });
    expect(await adminRow(offer.id)).toMatchObject({
      scheduleState: "scheduled",
      nextChangeAt: amman("2026-11-26T22:00").toISOString(),
    });
    expect(await publicIds()).not.toContain(offer.id);
    for (const local of ["2026-11-26T22:00", "2026-11-26T23:59", "2026-11-27T00:00", "2026-11-27T01:59"]) {
      clock = amman(local);
      expect(await adminRow(offer.id), local).toMatchObject({
        scheduleState: "live",
        nextChangeAt: amman("2026-11-27T02:00").toISOString(),
      });
    }
    clock = amman("2026-11-27T02:00");
    expect(await adminRow(offer.id)).toMatchObject({ scheduleState: "ended", nextChangeAt: null });
  });

  it("weekdays show an offer on those Amman calendar days only, whatever the UTC date", async () => {
    clock = amman("2026-11-26T23:59");
    // Friday and Saturday; Thursday 23:59 in Amman is already Thursday 20:59 UTC, the UTC day agrees,
    // but Friday 00:30 in Amman is still Thursday in UTC.
    const weekend = await create({ weekdays: [5, 6] });
    expect(await adminRow(weekend.id)).toMatchObject({
      scheduleState: "scheduled",
      nextChangeAt: amman("2026-11-27T00:00").toISOString(),
    });
    clock = amman("2026-11-27T00:30");
    expect(await adminRow(weekend.id)).toMatchObject({
      scheduleState: "live",
      nextChangeAt: amman("2026-11-29T00:00").toISOString(),
    });
    clock = amman("2026-11-29T00:00");
    expect(await adminRow(weekend.id)).toMatchObject({
      scheduleState: "scheduled",
      nextChangeAt: amman("2026-12-04T00:00").toISOString(),
    });
  });

  it("visitors' lists leave out offers before their start, after their end and on other weekdays", async () => {
    clock = amman("2026-11-27T00:30");
    const live = await create({ startsAt: "2026-11-26T22:00", endsAt: "2026-11-27T02:00" });
    const notYet = await create({ startsAt: "2026-11-27T01:00" });
    const over = await create({ endsAt: "2026-11-27T00:30" });
    const friday = await create({ weekdays: [5] });
    const thursday = await create({ weekdays: [4] });
    for (const client of [suite.app.client(), suite.admin]) {
      const path = client === suite.admin ? "/api/offers?active=true" : "/api/offers";
      const ids = ((await client.get(path)).body as { id: string }[]).map((offer) => offer.id);
      expect(ids).toEqual(expect.arrayContaining([live.id, friday.id]));
      for (const hidden of [notYet, over, thursday]) expect(ids).not.toContain(hidden.id);
    }
    // The admin's own list keeps every offer, with its state.
    expect(await adminRow(notYet.id)).toMatchObject({ scheduleState: "scheduled" });
    expect(await adminRow(over.id)).toMatchObject({ scheduleState: "ended" });
    expect(await adminRow(thursday.id)).toMatchObject({ scheduleState: "scheduled" });
  });

  it("refuses a bad schedule with Arabic messages and stores nothing", async () => {
    clock = amman("2026-11-26T12:00");
    const before = (await suite.app.db.select().from(offers)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ startsAt: "2026-11-27T18:00", endsAt: "2026-11-27T18:00" }, "endsAt", SCHEDULE_MESSAGES.endBeforeStart],
      [{ startsAt: "2026-11-27T18:00", endsAt: "2026-11-26T18:00" }, "endsAt", SCHEDULE_MESSAGES.endBeforeStart],
      [{ startsAt: "2026-02-30T18:00" }, "startsAt", SCHEDULE_MESSAGES.time],
      [{ endsAt: "tomorrow" }, "endsAt", SCHEDULE_MESSAGES.time],
      [{ startsAt: "2026-11-27T24:00" }, "startsAt", SCHEDULE_MESSAGES.time],
      [{ weekdays: [7] }, "weekdays.0", SCHEDULE_MESSAGES.weekday],
      // Sunday 10:00 to Monday 10:00 holds no Friday: the offer would never show.
      [
        { startsAt: "2026-11-29T10:00", endsAt: "2026-11-30T10:00", weekdays: [5] },
        "weekdays",
        SCHEDULE_MESSAGES.noDayInWindow,
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await suite.admin.post("/api/offers", {
        title: "عرض",
        originalPrice: 5,
        discountedPrice: 4,
        ...body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message });
    }
    expect(await suite.app.db.select().from(offers)).toHaveLength(before);
  });

  it("checks an edit of one end against the stored other end, and clears an end with blank", async () => {
    clock = amman("2026-11-26T12:00");
    const offer = await create({ startsAt: "2026-11-27T18:00", endsAt: "2026-11-28T18:00" });
    const bad = await suite.admin.put(`/api/offers/${offer.id}`, { endsAt: "2026-11-27T17:00" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SCHEDULE_MESSAGES.endBeforeStart);
    const [kept] = await suite.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(kept.endsAt).toEqual(amman("2026-11-28T18:00"));
    const cleared = await suite.admin.put(`/api/offers/${offer.id}`, { startsAt: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ startsAt: null, endsAt: amman("2026-11-28T18:00").toISOString() });
    expect(await adminRow(offer.id)).toMatchObject({ scheduleState: "live" });
  });
});
