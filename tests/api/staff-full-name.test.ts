// A colleague's full name beside the username: in the accounts list, the audit log and the hand-over.
import { describe, expect, it } from "vitest";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";

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
    const [prize] = await suite.app.db
      .insert(prizes)
      .values({ name: unique("جائزة ") })
      .returning();
    const [entry] = await suite.app.db
      .insert(lotteryEntries)
      .values({ invoiceNumber: "N-1", invoiceNormal: unique("n"), phoneNumber: "0791234567", prizeId: prize.id })
      .returning();
    const handed = await cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, {
      branch: "dabouq",
      originalInvoice: true,
    });
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body.handedOverByName).toBe(fullName);

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
});
