// A colleague's full name beside the username: in the accounts list, the audit log and the hand-over;
// the owner edits a colleague's, everyone their own, each edit recorded.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { HOSTILE_TEXT } from "@shared/text";
import { ROLE_FORBIDDEN } from "../../server/middleware/staff-access";
import { auditLog, lotteryEntries, prizes, users } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";

describe("a colleague's full name", () => {
  const suite = startAdminApp();

  it("is kept with the account, listed beside the username, and names them in the audit log and their hand-overs", async () => {
    const username = unique("sara");
    const fullName = "سارة الخطيب";
    const created = await suite.admin.post("/api/admin/accounts", {
      username,
      fullName: `  ${fullName} `,
      password: "temp-pass-1",
      role: "cashier",
      branches: ["dabouq"],
    });
    expect(created.status, created.text).toBe(201);
    const listed = (await suite.admin.get("/api/admin/accounts")).body as { username: string; fullName: string }[];
    expect(listed.find((account) => account.username === username)?.fullName).toBe(fullName);

    const cashier = suite.app.client();
    expect((await cashier.post("/api/admin/login", { username, password: "temp-pass-1" })).status).toBe(200);
    expect(
      (await cashier.put("/api/admin/password", { currentPassword: "temp-pass-1", newPassword: "own-pass-2" })).status,
    ).toBe(200);
    const handed = await handOverNewEntry(cashier, "N-1");
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body.handedOverByName).toBe(fullName);
    const entry = handed.body as { id: string };

    const log = (await suite.admin.get("/api/admin/audit-log?resource=lottery-entries&pageSize=20")).body as {
      resourceId: string;
      actorUsername: string | null;
    }[];
    expect(log.find((row) => row.resourceId === entry.id)?.actorUsername).toBe(`${fullName} (${username})`);
  });

  it("is optional: an account without one is named by its username, and an over-long one is refused", async () => {
    const username = unique("omar");
    expect(
      (await suite.admin.post("/api/admin/accounts", { username, password: "temp-pass-1", role: "owner" })).status,
    ).toBe(201);
    const listed = (await suite.admin.get("/api/admin/accounts")).body as { username: string; fullName: unknown }[];
    expect(listed.find((account) => account.username === username)?.fullName).toBeNull();
    const long = await suite.admin.post("/api/admin/accounts", {
      username: unique("long"),
      fullName: "س".repeat(81),
      password: "temp-pass-1",
      role: "owner",
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("الاسم الكامل أطول من 80 حرفاً");
  });

  /** A colleague signed in on a client of their own. */
  const colleague = async (role: "manager" | "cashier" = "cashier") => {
    const client = suite.app.client();
    const account = await signInAdmin(suite.app.db, client, { role, branches: ["dabouq"] });
    return { client, ...account };
  };
  const nameOf = async (id: string) =>
    (await suite.app.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id)))[0]?.fullName;
  const renames = (id: string) =>
    suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "accounts"), eq(auditLog.action, "rename"), eq(auditLog.resourceId, id)));

  it("the owner sets a colleague's full name: answered, stored trimmed, listed, and recorded under the owner", async () => {
    const sara = await colleague();
    const res = await suite.admin.put(`/api/admin/accounts/${sara.id}/name`, { fullName: "  سارة   الخطيب " });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ id: sara.id, username: sara.username, fullName: "سارة   الخطيب" });
    expect(await nameOf(sara.id)).toBe("سارة   الخطيب");
    const listed = (await suite.admin.get("/api/admin/accounts")).body as { id: string; fullName: string | null }[];
    expect(listed.find((account) => account.id === sara.id)?.fullName).toBe("سارة   الخطيب");
    const [audit] = await renames(sara.id);
    expect(audit).toMatchObject({ actorName: suite.username });
    expect(Object.keys(audit.changes)).toEqual(["fullName"]);
  });

  /** A new draw entry of a new prize, handed over at Dabouq by `client`. */
  async function handOverNewEntry(client: { put: typeof suite.admin.put }, invoiceNumber: string) {
    const [prize] = await suite.app.db
      .insert(prizes)
      .values({ name: unique("جائزة ") })
      .returning();
    const [entry] = await suite.app.db
      .insert(lotteryEntries)
      .values({ invoiceNumber, invoiceNormal: unique("n"), phoneNumber: "0791234567", prizeId: prize.id })
      .returning();
    return client.put(`/api/lottery-entries/${entry.id}/hand-over`, { branch: "dabouq", originalInvoice: true });
  }

  it("everyone sets their own full name; the session, the audit log and their next hand-over name them by it", async () => {
    const omar = await colleague();
    const res = await omar.client.put("/api/admin/name", { fullName: "عمر الزعبي" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ id: omar.id, username: omar.username, fullName: "عمر الزعبي" });
    expect(await nameOf(omar.id)).toBe("عمر الزعبي");
    expect((await omar.client.get("/api/admin/session")).body).toMatchObject({ fullName: "عمر الزعبي" });
    const [audit] = await renames(omar.id);
    expect(audit).toMatchObject({ actorId: omar.id, actorName: omar.username });

    const handed = await handOverNewEntry(omar.client, "N-2");
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body.handedOverByName).toBe("عمر الزعبي");
    const log = (await suite.admin.get(`/api/admin/audit-log?actorId=${omar.id}&pageSize=20`)).body as {
      action: string;
      actorUsername: string | null;
    }[];
    expect(log.find((row) => row.action === "rename")?.actorUsername).toBe(`عمر الزعبي (${omar.username})`);
  });

  it("a rename by the owner applies to the colleague's very next hand-over, in a session opened before it", async () => {
    const huda = await colleague();
    expect((await suite.admin.put(`/api/admin/accounts/${huda.id}/name`, { fullName: "هدى" })).status).toBe(200);
    const handed = await handOverNewEntry(huda.client, "N-3");
    expect(handed.body.handedOverByName).toBe("هدى");
  });

  const refusals: [string, unknown, string][] = [
    ["an empty name", "", STAFF_MESSAGES.fullNameRequired],
    ["a name of spaces", "   ", STAFF_MESSAGES.fullNameRequired],
    ["a missing name", undefined, STAFF_MESSAGES.fullNameRequired],
    ["a name over 80 characters", "س".repeat(81), STAFF_MESSAGES.fullNameTooLong],
    ["a name with a line break", "سارة\nالخطيب", HOSTILE_TEXT],
  ];
  for (const [what, fullName, message] of refusals) {
    it(`refuses ${what} with a clear Arabic message, on either endpoint, and changes nothing`, async () => {
      const sara = await colleague();
      const [colleagueAnswer, ownAnswer] = [
        await suite.admin.put(`/api/admin/accounts/${sara.id}/name`, { fullName }),
        await sara.client.put("/api/admin/name", { fullName }),
      ];
      for (const res of [colleagueAnswer, ownAnswer]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: "invalid", message });
        expect(res.body.issues).toEqual([{ path: "fullName", message }]);
      }
      expect(await nameOf(sara.id)).toBeNull();
      expect(await renames(sara.id)).toEqual([]);
    });
  }

  it("a name of exactly 80 characters is kept", async () => {
    const sara = await colleague();
    const res = await sara.client.put("/api/admin/name", { fullName: "س".repeat(80) });
    expect(res.status).toBe(200);
    expect(await nameOf(sara.id)).toBe("س".repeat(80));
  });

  it("a manager or cashier cannot rename another account (403, nothing changed), only themselves", async () => {
    const target = await colleague();
    for (const role of ["manager", "cashier"] as const) {
      const other: { client: TestClient } = await colleague(role);
      const res = await other.client.put(`/api/admin/accounts/${target.id}/name`, { fullName: "اسم آخر" });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "forbidden", message: ROLE_FORBIDDEN });
    }
    expect(await nameOf(target.id)).toBeNull();
    expect(await renames(target.id)).toEqual([]);
  });

  it("a visitor can rename nobody (401), and an unknown account is a 404 with nothing recorded", async () => {
    const target = await colleague();
    const visitor = await suite.app.client().put("/api/admin/name", { fullName: "زائر" });
    expect(visitor.status).toBe(401);
    const anon = await suite.app.client().put(`/api/admin/accounts/${target.id}/name`, { fullName: "زائر" });
    expect(anon.status).toBe(401);
    const missing = "00000000-0000-4000-8000-000000000000";
    const res = await suite.admin.put(`/api/admin/accounts/${missing}/name`, { fullName: "أحد" });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found", message: STAFF_MESSAGES.accountNotFound });
    expect(await renames(missing)).toEqual([]);
    expect(await nameOf(target.id)).toBeNull();
  });
});
