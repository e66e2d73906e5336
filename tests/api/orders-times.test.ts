import { describe, expect, it } from "vitest";
import { startAdminApp } from "../support/admin-app";
import { amman, dish, openBranch, orderBody, orderCount, week } from "../support/orders-fixtures";

// Pickup times at the edges of a branch's hours, with a fixed clock; and what GET /api/ordering offers.

describe("pickup times", () => {
  let clock = amman("2026-11-25T12:00");
  const suite = startAdminApp({}, { now: () => clock });
  const place = async (pickupAt: string | null) => {
    const a = await dish(suite);
    return suite.app
      .client()
      .post("/api/orders", orderBody("hashmi-north", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { pickupAt }));
  };
  const refused = async (pickupAt: string | null, message: string) => {
    const before = await orderCount(suite);
    const res = await place(pickupAt);
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe(message);
    expect(await orderCount(suite)).toEqual(before);
  };
  const iso = (local: string) => amman(local).toISOString();

  it("takes the last slot before the last-order time, and refuses one minute after it", async () => {
    clock = amman("2026-11-25T20:00");
    await openBranch(suite, "hashmi-north", { settings: { lastOrderMinutes: 15 } });
    expect((await place(iso("2026-11-25T22:45"))).status).toBe(201);
    await refused(iso("2026-11-25T22:46"), "هذا الوقت بعد آخر موعد للطلب قبل الإغلاق، اختر وقتاً أبكر");
  });

  it("with no last-order margin, a slot ending at closing is taken and closing itself is refused", async () => {
    clock = amman("2026-11-25T20:00");
    await openBranch(suite, "hashmi-north", { settings: { lastOrderMinutes: 0 } });
    expect((await place(iso("2026-11-25T22:45"))).status).toBe(201);
    await refused(iso("2026-11-25T23:00"), "الفرع مغلق في هذا الوقت، اختر وقتاً آخر");
  });

  it("refuses a time sooner than the preparation time", async () => {
    clock = amman("2026-11-25T20:00");
    await openBranch(suite, "hashmi-north", { settings: { prepMinutes: 30 } });
    await refused(iso("2026-11-25T20:15"), "وقت الاستلام أقرب من وقت التحضير، اختر وقتاً لاحقاً");
    expect((await place(iso("2026-11-25T20:30"))).status).toBe(201);
  });

  it("refuses a time more than 2 days ahead", async () => {
    clock = amman("2026-11-25T20:00");
    await openBranch(suite, "hashmi-north");
    await refused(iso("2026-11-27T20:15"), "يمكن الطلب لموعد خلال 2 يوم على الأكثر");
  });

  it("takes a pickup after midnight inside a night shift, and refuses one after it closes", async () => {
    clock = amman("2026-11-25T23:30");
    await openBranch(suite, "hashmi-north", {
      hours: week([{ open: "18:00", close: "02:00" }]),
      settings: { lastOrderMinutes: 0 },
    });
    expect((await place(iso("2026-11-26T01:30"))).status).toBe(201);
    await refused(iso("2026-11-26T02:30"), "الفرع مغلق في هذا الوقت، اختر وقتاً آخر");
  });

  it("follows an exception day: closed on it, and Ramadan's evening hours replace the week's", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "hashmi-north", {
      exceptions: [
        { from: "2026-11-26", to: "2026-11-26", label: "صيانة", intervals: [] },
        { from: "2026-11-25", to: "2026-12-20", label: "رمضان", intervals: [{ open: "19:00", close: "03:00" }] },
      ],
    });
    // Today is inside "Ramadan": closed at noon, so no order is taken now.
    await refused(iso("2026-11-25T20:00"), "الفرع مغلق الآن");
    clock = amman("2026-11-25T20:00");
    expect((await place(iso("2026-11-26T01:00"))).status).toBe(201);
    // The 26th is closed all day (the narrower exception wins): its evening is refused.
    await refused(iso("2026-11-26T20:00"), "الفرع مغلق في هذا الوقت، اختر وقتاً آخر");
  });

  it("«أقرب وقت» is now plus the preparation time, and refused when it would pass the last-order time", async () => {
    clock = amman("2026-11-25T22:30");
    await openBranch(suite, "hashmi-north", { settings: { prepMinutes: 20, lastOrderMinutes: 15 } });
    await refused(null, "لا يمكن تجهيز الطلب قبل إغلاق الفرع، اختر وقتاً آخر");
    clock = amman("2026-11-25T22:20");
    const res = await place(null);
    expect(res.status, res.text).toBe(201);
    expect(res.body.pickupAt).toBe(iso("2026-11-25T22:40"));
  });

  // A day no other test here orders on, so its slots hold only this test's order.
  it("GET /api/ordering offers the free slots from now plus preparation, today and tomorrow, with places left", async () => {
    clock = amman("2026-11-29T21:50");
    await openBranch(suite, "hashmi-north", { settings: { prepMinutes: 20, capacity: 2, lastOrderMinutes: 30 } });
    const taken = await place(iso("2026-11-29T22:15"));
    expect(taken.status, taken.text).toBe(201);
    const res = await suite.app.client().get("/api/ordering");
    expect(res.status).toBe(200);
    const branch = (
      res.body as { branch: string; slots: { at: string; placesLeft: number }[]; asapAt: string | null }[]
    ).find((b) => b.branch === "hashmi-north");
    expect(branch?.asapAt).toBe(iso("2026-11-29T22:10"));
    expect(branch?.slots.slice(0, 2)).toEqual([
      { at: iso("2026-11-29T22:15"), placesLeft: 1 },
      { at: iso("2026-11-29T22:30"), placesLeft: 2 },
    ]);
    // Tomorrow starts at opening; nothing later than tomorrow.
    expect(branch?.slots[2]).toEqual({ at: iso("2026-11-30T10:00"), placesLeft: 2 });
    expect(branch?.slots.at(-1)).toEqual({ at: iso("2026-11-30T22:30"), placesLeft: 2 });
  });

  it("a closed or paused branch says when it takes orders again; a branch never switched on takes none", async () => {
    clock = amman("2026-11-25T08:00");
    await openBranch(suite, "hashmi-north");
    const states = async () =>
      (await suite.app.client().get("/api/ordering")).body as {
        branch: string;
        takesOrders: boolean;
        reason: string;
        resumesAt: string | null;
      }[];
    let hashmi = (await states()).find((b) => b.branch === "hashmi-north");
    expect(hashmi).toMatchObject({ takesOrders: false, reason: "الفرع مغلق الآن", resumesAt: iso("2026-11-25T10:00") });
    clock = amman("2026-11-25T12:00");
    expect((await suite.admin.put("/api/branches/hashmi-north/ordering", { pause: "30" })).status).toBe(200);
    hashmi = (await states()).find((b) => b.branch === "hashmi-north");
    expect(hashmi).toMatchObject({
      takesOrders: false,
      reason: "توقف الفرع عن استقبال الطلبات مؤقتاً",
      resumesAt: iso("2026-11-25T12:30"),
    });
    await refused(null, "توقف الفرع عن استقبال الطلبات مؤقتاً");
    clock = amman("2026-11-25T12:30");
    expect((await states()).find((b) => b.branch === "hashmi-north")?.takesOrders).toBe(true);
    expect((await suite.admin.put("/api/branches/hashmi-north/ordering", { pause: "tomorrow" })).body.pausedUntil).toBe(
      iso("2026-11-26T10:00"),
    );
    expect((await suite.admin.put("/api/branches/hashmi-north/ordering", { pause: null })).body.pausedUntil).toBeNull();
    // al-yasmeen was never switched on.
    expect((await states()).find((b) => b.branch === "al-yasmeen")).toMatchObject({
      takesOrders: false,
      reason: "لا يستقبل هذا الفرع الطلبات عبر الموقع حالياً",
      slots: [],
    });
  });
});
