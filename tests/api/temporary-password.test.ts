import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { PASSWORD_CHANGE_REQUIRED } from "../../server/middleware/require-admin";
import { auditLog, prizes, users } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";

const TEMPORARY = "temp-pass1";

describe("temporary passwords", () => {
  let app: TestApp;
  let owner: TestClient;
  let ownerName: string;
  beforeAll(async () => {
    app = await startTestApp();
    owner = app.client();
    ownerName = (await signInAdmin(app.db, owner)).username;
  });
  afterAll(() => app.close());

  const userNamed = async (username: string) =>
    (await app.db.select().from(users).where(eq(users.username, username)))[0];

  /** A colleague the owner created, signed in with the temporary password. */
  async function newColleague() {
    const username = unique("colleague");
    expect((await owner.post("/api/admin/accounts", { username, password: TEMPORARY })).status).toBe(201);
    const colleague = app.client();
    const login = await colleague.post("/api/admin/login", { username, password: TEMPORARY });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ authenticated: true, username, mustChangePassword: true });
    return { username, colleague };
  }

  it("an account with a temporary password may only read its session, change the password and sign out", async () => {
    const { username, colleague } = await newColleague();
    expect((await userNamed(username)).mustChangePassword).toBe(true);
    expect((await colleague.get("/api/admin/session")).body).toEqual({
      authenticated: true,
      username,
      mustChangePassword: true,
    });
    const before = await app.db.select().from(prizes);
    for (const [method, path, body] of [
      ["GET", "/api/prizes"],
      ["POST", "/api/prizes", { name: unique("جائزة"), isActive: true }],
      ["GET", "/api/admin/accounts"],
      ["POST", "/api/admin/accounts", { username: unique("x"), password: "another-pass" }],
      ["GET", "/api/admin/sessions"],
      ["GET", "/api/reviews"],
      ["GET", "/api/admin/backup"],
    ] as const) {
      const res = await colleague.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({ message: PASSWORD_CHANGE_REQUIRED });
    }
    expect(await app.db.select().from(prizes)).toEqual(before);
    // Public lists answer as to a visitor: no hidden rows.
    expect((await colleague.get("/api/menu-items")).status).toBe(200);

    expect((await colleague.post("/api/admin/logout")).status).toBe(200);
    expect((await colleague.get("/api/admin/session")).body.authenticated).toBe(false);
  });

  it("choosing an own password ends the restriction; the temporary one cannot be kept", async () => {
    const { username, colleague } = await newColleague();
    const same = await colleague.put("/api/admin/password", { currentPassword: TEMPORARY, newPassword: TEMPORARY });
    expect(same.status).toBe(400);
    expect(same.body.issues).toEqual([{ path: "newPassword", message: STAFF_MESSAGES.sameAsCurrent }]);
    expect((await userNamed(username)).mustChangePassword).toBe(true);

    const changed = await colleague.put("/api/admin/password", {
      currentPassword: TEMPORARY,
      newPassword: "my-own-pass",
    });
    expect(changed.status).toBe(200);
    expect((await userNamed(username)).mustChangePassword).toBe(false);
    expect((await colleague.get("/api/admin/session")).body.mustChangePassword).toBe(false);
    expect((await colleague.get("/api/prizes")).status).toBe(200);

    const again = app.client();
    const login = await again.post("/api/admin/login", { username, password: "my-own-pass" });
    expect(login.body).toEqual({ authenticated: true, username, mustChangePassword: false });
  });

  it("another admin's reset makes the password temporary again and ends the colleague's sessions", async () => {
    const { username, colleague } = await newColleague();
    expect(
      (await colleague.put("/api/admin/password", { currentPassword: TEMPORARY, newPassword: "my-own-pass" })).status,
    ).toBe(200);
    const { id } = await userNamed(username);

    const short = await owner.put(`/api/admin/accounts/${id}/password`, { password: "123" });
    expect(short.status).toBe(400);
    expect(short.body.issues.map((i: { path: string }) => i.path)).toEqual(["password"]);
    expect((await userNamed(username)).mustChangePassword).toBe(false);

    const reset = await owner.put(`/api/admin/accounts/${id}/password`, { password: "handed-over" });
    expect(reset.status).toBe(200);
    expect((await userNamed(username)).mustChangePassword).toBe(true);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "reset-password"), eq(auditLog.resourceId, id)));
    // Who reset whose password is recorded; the password itself never is.
    expect(entry.changes).toEqual({ mustChangePassword: { before: false, after: true } });
    expect((await colleague.get("/api/admin/session")).body.authenticated).toBe(false);
    expect((await app.client().post("/api/admin/login", { username, password: "my-own-pass" })).status).toBe(401);
    const again = app.client();
    const login = await again.post("/api/admin/login", { username, password: "handed-over" });
    expect(login.body).toEqual({ authenticated: true, username, mustChangePassword: true });
    expect((await again.get("/api/prizes")).status).toBe(403);

    const [{ id: ownerId }] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, ownerName));
    const self = await owner.put(`/api/admin/accounts/${ownerId}/password`, { password: "handed-over" });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(STAFF_MESSAGES.resetSelf);
    const missing = await owner.put("/api/admin/accounts/00000000-0000-4000-8000-000000000000/password", {
      password: "handed-over",
    });
    expect(missing.status).toBe(404);
    expect((await again.put(`/api/admin/accounts/${ownerId}/password`, { password: "x-x-x-x-x" })).status).toBe(403);
  });

  it("an admin with a password of their own is not asked to change it", async () => {
    const self = await owner.get("/api/admin/session");
    expect(self.body.mustChangePassword).toBe(false);
    expect((await owner.get("/api/admin/accounts")).status).toBe(200);
  });
});
