import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { menuItems } from "../../server/db/schema";
import { nextSoldOutReset } from "../../server/modules/menu/menu-sold-out.service";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin, unique } from "../support/factories";

// Amman keeps UTC+3 all year: 20:00 in Amman is 17:00Z.
const amman = (local: string) => new Date(`${local}:00+03:00`);
// To the millisecond: "2026-11-25T03:59:59.999".
const ammanMs = (local: string) => new Date(`${local}+03:00`);
const week = (day: { open: string; close: string }[]) => Array.from({ length: 7 }, () => day);
// Dabouq: a lunch shift and a night shift past midnight, and a closure on 2026-11-27.
const DABOUQ_HOURS = {
  hours: week([
    { open: "11:00", close: "15:00" },
    { open: "18:00", close: "02:00" },
  ]),
  exceptions: [{ from: "2026-11-27", to: "2026-11-27", label: "صيانة", intervals: [] }],
};

describe("sold out today, per branch", () => {
  let clock = amman("2026-11-24T20:00");
  const suite = startAdminApp({}, { now: () => clock });

  const dish = async (body: Record<string, unknown> = {}) => {
    const res = await suite.admin.post("/api/menu-items", { name: unique("زنجر "), price: "3", ...body });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; name: string };
  };
  const mark = (id: string, body: Record<string, unknown>) => suite.admin.put(`/api/menu-items/${id}/sold-out`, body);
  const stored = async (id: string) =>
    (await suite.app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0].soldOutUntil;
  // The admin's list comes from the route on every call, so it follows the injected clock.
  const soldOutAt = async (id: string) =>
    ((await suite.admin.get("/api/menu-items")).body as { id: string; soldOutAt: string[] }[]).find(
      (row) => row.id === id,
    )?.soldOutAt;
  const setDabouqHours = async () =>
    expect((await suite.admin.put("/api/branches/dabouq", DABOUQ_HOURS)).status).toBe(200);

  it("marks one branch until its first opening of the next business day, and the mark ends by itself then", async () => {
    await setDabouqHours();
    clock = amman("2026-11-24T20:00");
    const item = await dish();
    const res = await mark(item.id, { branch: "دابوق", soldOut: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.soldOutAt).toEqual(["دابوق"]);
    expect(await stored(item.id)).toEqual({ دابوق: amman("2026-11-25T11:00").toISOString() });
    const visitorRow = (
      (await suite.app.client().get("/api/menu-items")).body as { id: string; soldOutAt: string[] }[]
    ).find((row) => row.id === item.id);
    expect(visitorRow?.soldOutAt).toEqual(["دابوق"]);

    clock = amman("2026-11-25T01:30"); // the night shift of the same business day
    expect(await soldOutAt(item.id)).toEqual(["دابوق"]);
    clock = amman("2026-11-25T10:59");
    expect(await soldOutAt(item.id)).toEqual(["دابوق"]);
    clock = amman("2026-11-25T11:00");
    expect(await soldOutAt(item.id)).toEqual([]);
  });

  it("a mark set after midnight during the night shift belongs to the day that shift started", async () => {
    await setDabouqHours();
    clock = amman("2026-11-25T01:30");
    const item = await dish();
    expect((await mark(item.id, { branch: "دابوق", soldOut: true })).status).toBe(200);
    expect(await stored(item.id)).toEqual({ دابوق: amman("2026-11-25T11:00").toISOString() });
  });

  it("a mark set after 04:00 lasts to the next day's opening, skipping a day the branch is closed", async () => {
    await setDabouqHours();
    clock = amman("2026-11-26T05:00");
    const item = await dish();
    expect((await mark(item.id, { branch: "دابوق", soldOut: true })).status).toBe(200);
    // 2026-11-27 is closed for maintenance: the next opening after 04:00 is on the 28th.
    expect(await stored(item.id)).toEqual({ دابوق: amman("2026-11-28T11:00").toISOString() });
  });

  it("a branch without hours comes back at 04:00 of the next business day", async () => {
    clock = amman("2026-11-24T22:00");
    const item = await dish();
    expect((await mark(item.id, { branch: "المطار", soldOut: true })).status).toBe(200);
    expect(await stored(item.id)).toEqual({ المطار: amman("2026-11-25T04:00").toISOString() });
  });

  it("all branches means every branch the dish is sold at; lifting one branch keeps the others", async () => {
    await setDabouqHours();
    clock = amman("2026-11-24T20:00");
    const item = await dish({ branches: ["دابوق", "المطار"] });
    const all = await mark(item.id, { soldOut: true });
    expect(all.status).toBe(200);
    expect([...all.body.soldOutAt].sort()).toEqual(["المطار", "دابوق"].sort());
    const lifted = await mark(item.id, { branch: "المطار", soldOut: false });
    expect(lifted.body.soldOutAt).toEqual(["دابوق"]);
    expect(Object.keys(await stored(item.id))).toEqual(["دابوق"]);
    const liftAll = await mark(item.id, { soldOut: false });
    expect(liftAll.body.soldOutAt).toEqual([]);
    expect(await stored(item.id)).toEqual({});
  });

  it("refuses a branch the dish is not sold at, or an unknown one, in Arabic, and stores nothing", async () => {
    const item = await dish({ branches: ["دابوق"] });
    const notSold = await mark(item.id, { branch: "المطار", soldOut: true });
    expect(notSold.status).toBe(400);
    expect(notSold.body.message).toBe("هذا الصنف لا يباع في فرع المطار");
    const unknown = await mark(item.id, { branch: "العقبة", soldOut: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("فرع غير معروف، اختر من قائمة الفروع");
    expect(await stored(item.id)).toEqual({});
    const missing = await mark("00000000-0000-4000-8000-000000000000", { soldOut: true });
    expect(missing.status).toBe(404);
  });

  // The business day turns at 04:00:00.000 Amman time: a mark set a millisecond before belongs to the
  // day that is ending, one set at 04:00 exactly or after to the day that starts.
  const EDGES = [
    { branch: "المطار", marked: "2026-11-10T03:59:59.999", until: "2026-11-10T04:00:00.000" },
    { branch: "المطار", marked: "2026-11-10T04:00:00.000", until: "2026-11-11T04:00:00.000" },
    { branch: "المطار", marked: "2026-11-10T04:00:00.001", until: "2026-11-11T04:00:00.000" },
    { branch: "دابوق", marked: "2026-11-10T03:59:59.999", until: "2026-11-10T11:00:00.000" },
    { branch: "دابوق", marked: "2026-11-10T04:00:00.000", until: "2026-11-11T11:00:00.000" },
    { branch: "دابوق", marked: "2026-11-10T04:00:00.001", until: "2026-11-11T11:00:00.000" },
  ];
  for (const { branch, marked, until } of EDGES) {
    it(`marked sold out at ${branch} at ${marked} Amman time: sold out until ${until}, to the millisecond, for visitors and admins`, async () => {
      await setDabouqHours();
      clock = ammanMs(marked);
      const item = await dish();
      const res = await mark(item.id, { branch, soldOut: true });
      expect(res.status, res.text).toBe(200);
      expect(res.body.soldOutAt).toEqual([branch]);
      expect(await stored(item.id)).toEqual({ [branch]: ammanMs(until).toISOString() });
      const visitor = suite.app.client();
      const seen = async () => {
        const rows = (await visitor.get("/api/menu-items")).body as { id: string; soldOutAt: string[] }[];
        return { visitor: rows.find((row) => row.id === item.id)?.soldOutAt, admin: await soldOutAt(item.id) };
      };
      // The visitor's first read is cached: the cached copy must end when the mark does.
      expect(await seen()).toEqual({ visitor: [branch], admin: [branch] });
      clock = new Date(ammanMs(until).getTime() - 1);
      expect(await seen()).toEqual({ visitor: [branch], admin: [branch] });
      clock = ammanMs(until);
      expect(await seen()).toEqual({ visitor: [], admin: [] });
    });
  }

  it("the next reset is the earliest mark still pending", async () => {
    clock = amman("2026-11-30T22:00");
    const item = await dish();
    expect((await mark(item.id, { branch: "المطار", soldOut: true })).status).toBe(200);
    expect(await nextSoldOutReset(suite.app.db, clock)).toEqual(amman("2026-12-01T04:00"));
    expect(await nextSoldOutReset(suite.app.db, amman("2026-12-01T04:00"))).toBeNull();
  });
});

describe("sold out today, by role", () => {
  const suite = startAdminApp();
  const A = { slug: "al-yasmeen", name: "الياسمين" };
  const B = { slug: "dabouq", name: "دابوق" };
  const dish = async () => {
    const res = await suite.admin.post("/api/menu-items", { name: unique("زنجر "), price: "3" });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; name: string };
  };
  const row = async (id: string) => (await suite.app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0];
  const staff = async (role: "cashier" | "manager") => {
    const client = suite.app.client();
    await signInAdmin(suite.app.db, client, { role, branches: [A.slug] });
    return client;
  };

  it("a cashier marks a dish sold out today at their own branch, and lifts the mark", async () => {
    const cashier = await staff("cashier");
    const { id } = await dish();
    const res = await cashier.put(`/api/menu-items/${id}/sold-out`, { branch: A.name, soldOut: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.soldOutAt).toEqual([A.name]);
    expect(Object.keys((await row(id)).soldOutUntil)).toEqual([A.name]);
    const lifted = await cashier.put(`/api/menu-items/${id}/sold-out`, { branch: A.name, soldOut: false });
    expect(lifted.body.soldOutAt).toEqual([]);
    expect((await row(id)).soldOutUntil).toEqual({});
  });

  it("a cashier cannot mark another branch or every branch, and nothing else on the menu: 403, nothing changes", async () => {
    const cashier = await staff("cashier");
    const item = await dish();
    const before = await row(item.id);
    for (const body of [
      { branch: B.name, soldOut: true },
      { branch: null, soldOut: true },
    ]) {
      const res = await cashier.put(`/api/menu-items/${item.id}/sold-out`, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/[\u0600-\u06ff]/);
    }
    expect((await cashier.put(`/api/menu-items/${item.id}`, { name: unique("اسم ") })).status).toBe(403);
    expect((await cashier.post("/api/menu-items", { name: unique("جديد "), price: "2" })).status).toBe(403);
    expect((await cashier.delete(`/api/menu-items/${item.id}`)).status).toBe(403);
    expect((await cashier.post(`/api/menu-items/${item.id}/move`, { direction: "up" })).status).toBe(403);
    expect(await row(item.id)).toEqual(before);
  });

  it("a manager marks at their branch the same way; the owner at any branch or every branch at once", async () => {
    const manager = await staff("manager");
    const { id } = await dish();
    expect((await manager.put(`/api/menu-items/${id}/sold-out`, { branch: A.name, soldOut: true })).status).toBe(200);
    expect((await manager.put(`/api/menu-items/${id}/sold-out`, { branch: B.name, soldOut: true })).status).toBe(403);
    const all = await suite.admin.put(`/api/menu-items/${id}/sold-out`, { branch: null, soldOut: true });
    expect(all.status).toBe(200);
    expect(all.body.soldOutAt.slice(0, 4).sort()).toEqual(["الياسمين", "دابوق", "المطار", "الهاشمي الشمالي"].sort());
  });
});
