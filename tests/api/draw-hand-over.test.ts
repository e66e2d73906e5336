import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { DRAW_SETTINGS_MESSAGES, NO_DRAW_RULES } from "@shared/schema/draw-forms";
import { COUNTER_MESSAGES, PRIZE_MESSAGES } from "@shared/schema/lottery-forms";
import { auditLog, drawSettings, lotteryEntries, prizes } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { dbFingerprint } from "../support/db-fingerprint";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";

// The owner's draw settings and prize fields, and handing a prize over only where it is collected,
// with the original invoice in hand.

const ALWAYS_CHANGING = ["sessions", "rate_limit_hits", "content_version"];

describe("draw settings API", () => {
  const suite = startAdminApp();

  it("starts with no rules, and only the owner reads or sets them", async () => {
    expect((await suite.admin.get("/api/admin/draw-settings")).body).toEqual(NO_DRAW_RULES);
    const visitor = suite.app.client();
    expect((await visitor.get("/api/admin/draw-settings")).status).toBe(401);
    expect((await visitor.put("/api/admin/draw-settings", NO_DRAW_RULES)).status).toBe(401);
    const manager = suite.app.client();
    await signInAdmin(suite.app.db, manager, { role: "manager", branches: ["dabouq"] });
    expect((await manager.put("/api/admin/draw-settings", NO_DRAW_RULES)).status).toBe(403);
    expect(await suite.app.db.select().from(drawSettings)).toHaveLength(0);
  });

  it("saves the rules (blank is no limit, Arabic digits allowed) and audits each changed field", async () => {
    const body = {
      winsPerPhonePerDay: "٢",
      winsPerPhonePerPeriod: 5,
      periodStart: "2026-05-01",
      periodEnd: "2026-05-31",
      invoiceCharacters: "digits",
      invoiceMinLength: 6,
      invoiceMaxLength: "12",
    };
    const res = await suite.admin.put("/api/admin/draw-settings", body);
    expect(res.status).toBe(200);
    const saved = { ...body, winsPerPhonePerDay: 2, invoiceMaxLength: 12 };
    expect(res.body).toEqual(saved);
    expect((await suite.admin.get("/api/admin/draw-settings")).body).toEqual(saved);
    const [row] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "draw-settings"), eq(auditLog.action, "update")))
      .orderBy(desc(auditLog.at));
    expect(row.changes).toMatchObject({
      winsPerPhonePerDay: { before: null, after: 2 },
      periodStart: { before: null, after: "2026-05-01" },
      invoiceCharacters: { before: null, after: "digits" },
    });

    const cleared = await suite.admin.put("/api/admin/draw-settings", {
      ...body,
      winsPerPhonePerDay: "",
      periodEnd: "",
    });
    expect(cleared.body).toMatchObject({ winsPerPhonePerDay: null, periodEnd: null });
  });

  it.each([
    [{ winsPerPhonePerDay: 0 }, "winsPerPhonePerDay", DRAW_SETTINGS_MESSAGES.wins],
    [{ winsPerPhonePerPeriod: 1.5 }, "winsPerPhonePerPeriod", DRAW_SETTINGS_MESSAGES.wins],
    [{ periodStart: "2026-02-30" }, "periodStart", DRAW_SETTINGS_MESSAGES.date],
    [{ periodStart: "2026-06-10", periodEnd: "2026-06-01" }, "periodEnd", DRAW_SETTINGS_MESSAGES.periodOrder],
    [{ invoiceCharacters: "regex" }, "invoiceCharacters", DRAW_SETTINGS_MESSAGES.characters],
    [{ invoiceMinLength: 300 }, "invoiceMinLength", DRAW_SETTINGS_MESSAGES.length],
    [{ invoiceMinLength: 8, invoiceMaxLength: 6 }, "invoiceMaxLength", DRAW_SETTINGS_MESSAGES.lengthOrder],
  ])("refuses %o with its Arabic message and changes nothing", async (change, path, message) => {
    const before = await dbFingerprint(suite.app.db, ALWAYS_CHANGING);
    const res = await suite.admin.put("/api/admin/draw-settings", { ...NO_DRAW_RULES, ...change });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await dbFingerprint(suite.app.db, ALWAYS_CHANGING)).toEqual(before);
  });
});

describe("prize stock, weight and branches", () => {
  const suite = startAdminApp();

  it("a new prize has no stock limit, weight 1 and every branch; the owner sets each, and a lone switch keeps them", async () => {
    const plain = await suite.admin.post("/api/prizes", { name: "مشروب" });
    expect(plain.body).toMatchObject({ stock: null, weight: 1, branches: [] });
    const set = await suite.admin.post("/api/prizes", {
      name: "ساندويش زنجر مجاني",
      stock: "١٠",
      weight: 3,
      branches: ["دابوق", "المطار"],
    });
    expect(set.status).toBe(201);
    expect(set.body).toMatchObject({ stock: 10, weight: 3, branches: ["دابوق", "المطار"] });
    expect((await suite.admin.put(`/api/prizes/${set.body.id}`, { isActive: false })).status).toBe(200);
    const [row] = await suite.app.db.select().from(prizes).where(eq(prizes.id, set.body.id));
    expect(row).toMatchObject({ isActive: false, stock: 10, weight: 3, branches: ["دابوق", "المطار"] });
    const unlimited = await suite.admin.put(`/api/prizes/${set.body.id}`, { stock: "" });
    expect(unlimited.body.stock).toBeNull();
  });

  it.each([
    [{ stock: -1 }, "stock", PRIZE_MESSAGES.stock],
    [{ weight: 0 }, "weight", PRIZE_MESSAGES.weight],
    [{ weight: 1001 }, "weight", PRIZE_MESSAGES.weight],
    [{ branches: ["عمّان"] }, "branches.0", "فرع غير معروف، اختر من قائمة الفروع"],
  ])("refuses %o with its Arabic message and stores nothing", async (change, path, message) => {
    const name = unique("مرفوضة ");
    const res = await suite.admin.post("/api/prizes", { name, ...change });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await suite.app.db.select().from(prizes).where(eq(prizes.name, name))).toHaveLength(0);
  });
});

describe("handing a prize over", () => {
  const suite = startAdminApp();
  let cashier: TestClient;
  let zinger: string;

  beforeAll(async () => {
    cashier = suite.app.client();
    await signInAdmin(suite.app.db, cashier, { role: "cashier", branches: ["al-yasmeen", "dabouq"] });
    [{ id: zinger }] = await suite.app.db
      .insert(prizes)
      .values({ name: "ساندويش زنجر مجاني", branches: ["دابوق", "المطار"] })
      .returning();
  });

  const winEntry = async () => {
    const [entry] = await suite.app.db
      .insert(lotteryEntries)
      .values({ invoiceNumber: "Z-1", invoiceNormal: unique("z"), phoneNumber: "0791234567", prizeId: zinger })
      .returning();
    return entry;
  };

  it("the counter's look-up names the branches the prize is collected at", async () => {
    const entry = await winEntry();
    const found = await cashier.get(`/api/lottery-entries/lookup?invoice=${entry.invoiceNormal}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      id: entry.id,
      prizeName: "ساندويش زنجر مجاني",
      prizeBranches: ["دابوق", "المطار"],
    });
    expect(found.body).not.toHaveProperty("phoneNumber");
  });

  it("at a branch the prize is not collected at: refused, naming its branches, and nothing changes", async () => {
    const entry = await winEntry();
    const before = await dbFingerprint(suite.app.db, ALWAYS_CHANGING);
    const res = await cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, {
      branch: "al-yasmeen",
      originalInvoice: true,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "conflict", message: "لا تُسلّم هذه الجائزة في هذا الفرع، تُسلّم في: دابوق، المطار" });
    expect(await dbFingerprint(suite.app.db, ALWAYS_CHANGING)).toEqual(before);

    const handed = await cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, {
      branch: "dabouq",
      originalInvoice: true,
    });
    expect(handed.status).toBe(200);
    const [row] = await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, entry.id));
    expect(row).toMatchObject({ status: "claimed", handedOverBranch: "dabouq" });
  });

  it("needs the cashier's word that they hold the original invoice", async () => {
    const entry = await winEntry();
    for (const body of [{ branch: "dabouq" }, { branch: "dabouq", originalInvoice: false }]) {
      const res = await cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toContainEqual({ path: "originalInvoice", message: COUNTER_MESSAGES.confirmInvoice });
    }
    const [row] = await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, entry.id));
    expect(row.status).toBe("pending");
  });

  it("a prize collected at every branch is handed over at any", async () => {
    const [{ id }] = await suite.app.db.insert(prizes).values({ name: "مشروب" }).returning();
    const [entry] = await suite.app.db
      .insert(lotteryEntries)
      .values({ invoiceNumber: "Z-2", invoiceNormal: unique("z"), phoneNumber: "0791234567", prizeId: id })
      .returning();
    const res = await cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, {
      branch: "al-yasmeen",
      originalInvoice: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "claimed", handedOverBranch: "al-yasmeen", prizeBranches: [] });
  });
});
