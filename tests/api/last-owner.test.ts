// There is always at least one enabled owner: two owners demoting or disabling each other at the
// same moment leave exactly one, on PGlite and PostgreSQL alike.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { users } from "../../server/db/schema";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { startTestApp, type TestApp } from "../support/test-app";

describe("the last enabled owner", () => {
  let app: TestApp;
  let a: TestClient;
  let b: TestClient;
  let idA: string;
  let idB: string;
  beforeEach(async () => {
    app = await startTestApp();
    [a, b] = [app.client(), app.client()];
    idA = (await signInAdmin(app.db, a)).id;
    idB = (await signInAdmin(app.db, b)).id;
  });
  afterEach(() => app.close());

  const enabledOwners = async () =>
    app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "owner"), isNull(users.disabledAt)));

  it("two owners demoting each other at once: one succeeds, one owner stays", async () => {
    const cashier = { role: "cashier", branches: ["dabouq"] };
    const results = await Promise.all([
      a.put(`/api/admin/accounts/${idB}/role`, cashier),
      b.put(`/api/admin/accounts/${idA}/role`, cashier),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const loser = results.find((r) => r.status !== 200)!;
    // Refused as the last owner, or (when the winner's change came first) no longer an owner itself.
    if (loser.status === 409) expect(loser.body).toEqual({ code: "conflict", message: STAFF_MESSAGES.lastOwner });
    else expect(loser.status).toBe(403);
    expect(await enabledOwners()).toHaveLength(1);
  });

  it("one owner demoting the other while that one disables the first: one owner stays", async () => {
    const results = await Promise.all([
      a.put(`/api/admin/accounts/${idB}/role`, { role: "manager", branches: ["dabouq"] }),
      b.put(`/api/admin/accounts/${idA}`, { disabled: true }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await enabledOwners()).toHaveLength(1);
  });

  it("the last owner cannot be demoted, and a colleague's role applies to their next request", async () => {
    expect((await a.put(`/api/admin/accounts/${idB}/role`, { role: "cashier", branches: ["dabouq"] })).status).toBe(
      200,
    );
    // B's session is the same session, now a cashier's.
    expect((await b.get("/api/admin/accounts")).status).toBe(403);
    expect((await b.get("/api/admin/session")).body).toMatchObject({ role: "cashier", branches: ["dabouq"] });
    const self = await a.put(`/api/admin/accounts/${idA}/role`, { role: "manager", branches: ["dabouq"] });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(STAFF_MESSAGES.roleSelf);
    expect(await enabledOwners()).toEqual([{ id: idA }]);
    // A disabled owner does not count: B, made an owner again but disabled, leaves A the last one.
    await a.put(`/api/admin/accounts/${idB}/role`, { role: "owner" });
    await a.put(`/api/admin/accounts/${idB}`, { disabled: true });
    const disableLast = await b.put(`/api/admin/accounts/${idA}`, { disabled: true });
    expect(disableLast.status).toBe(401);
    expect(await enabledOwners()).toEqual([{ id: idA }]);
  });

  it("a manager or cashier needs a branch, and an owner's branches are dropped", async () => {
    const none = await a.put(`/api/admin/accounts/${idB}/role`, { role: "manager", branches: [] });
    expect(none.status).toBe(400);
    expect(none.body.issues).toEqual([{ path: "branches", message: STAFF_MESSAGES.branchRequired }]);
    expect((await a.put(`/api/admin/accounts/${idB}/role`, { role: "owner", branches: ["dabouq"] })).status).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, idB));
    expect(row).toMatchObject({ role: "owner", branches: [] });
  });
});
