// Wherever a staff password is set (the first setup, a colleague's new account, the owner's reset,
// the forced change of a temporary password and one's own change), one of the most common passwords
// or the username itself is refused with an Arabic message on the password field, and nothing changes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "@shared/api/routes";
import { PASSWORD_COMMON, PASSWORD_IS_USERNAME } from "@shared/schema/auth-forms";
import { users } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { startTestApp, TEST_SETUP_TOKEN, type TestApp } from "../support/test-app";

const refusal = (field: string, message: string) => ({ code: "invalid", message, issues: [{ path: field, message }] });
// From the list's top, and in other letter cases.
const COMMON = ["123456", "password", "Qwerty123", "PASSWORD1", "111111", "iloveyou"];

describe("common passwords at the first setup", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("refuses a common password and the username, creating nobody; a strong one creates the owner", async () => {
    const setup = (username: string, password: string) =>
      app.client().post(routes.auth.setup.path, { username, password, token: TEST_SETUP_TOKEN });
    for (const password of COMMON) {
      const res = await setup("owner", password);
      expect({ password, status: res.status, body: res.body }).toEqual({
        password,
        status: 400,
        body: refusal("password", PASSWORD_COMMON),
      });
    }
    const same = await setup("Restaurant-Owner", "restaurant-owner");
    expect(same.status).toBe(400);
    expect(same.body).toEqual(refusal("password", PASSWORD_IS_USERNAME));
    expect(await app.db.select().from(users)).toEqual([]);

    expect((await setup("owner", "fried-chicken-7421")).status).toBe(201);
  });
});

describe("common passwords on staff accounts", () => {
  const suite = startAdminApp();
  const passwordOf = async (username: string) =>
    (await suite.app.db.select().from(users).where(eq(users.username, username)))[0]?.password;

  it("refuses them for a colleague's new account, creating nothing", async () => {
    const username = unique("colleague");
    for (const [password, message] of [
      ["123456", PASSWORD_COMMON],
      [username.toUpperCase(), PASSWORD_IS_USERNAME],
    ]) {
      const res = await suite.admin.post(routes.staff.createAccount.path, { username, password, role: "owner" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal("password", message));
    }
    expect(await passwordOf(username)).toBeUndefined();
  });

  it("refuses them at the owner's reset, keeping the colleague's password", async () => {
    const username = unique("colleague");
    const created = await suite.admin.post(routes.staff.createAccount.path, {
      username,
      password: "temp-pass-1",
      role: "owner",
    });
    const before = await passwordOf(username);
    const path = routes.staff.resetPassword.path.replace(":id", created.body.id);
    for (const [password, message] of [
      ["abc123", PASSWORD_COMMON],
      [username, PASSWORD_IS_USERNAME],
    ]) {
      const res = await suite.admin.put(path, { password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal("password", message));
    }
    expect(await passwordOf(username)).toBe(before);
    expect((await suite.admin.put(path, { password: "handed-over-7" })).status).toBe(200);
  });

  // Each change checks the current password with bcrypt (cost 12) before the new one is looked at.
  it("refuses them at the forced change of a temporary password and at one's own change", {
    timeout: 90_000,
  }, async () => {
    const username = unique("cashier");
    await suite.admin.post(routes.staff.createAccount.path, {
      username,
      password: "temp-pass-1",
      role: "cashier",
      branches: ["al-yasmeen"],
    });
    const colleague = suite.app.client();
    expect((await colleague.post(routes.auth.login.path, { username, password: "temp-pass-1" })).status).toBe(200);
    const change = (currentPassword: string, newPassword: string) =>
      colleague.put(routes.staff.changePassword.path, { currentPassword, newPassword });
    const before = await passwordOf(username);
    for (const [password, message] of [
      ["123456", PASSWORD_COMMON],
      ["Password1", PASSWORD_COMMON],
      [` ${username.toUpperCase()} `, PASSWORD_IS_USERNAME],
    ]) {
      const res = await change("temp-pass-1", password);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal("newPassword", message));
    }
    expect(await passwordOf(username)).toBe(before);
    expect((await colleague.get(routes.auth.session.path)).body.mustChangePassword).toBe(true);

    expect((await change("temp-pass-1", "own-pass-1")).status).toBe(200);
    const own = await change("own-pass-1", "qwerty");
    expect(own.status).toBe(400);
    expect(own.body).toEqual(refusal("newPassword", PASSWORD_COMMON));
    expect((await change("own-pass-1", "crispy-wings-58")).status).toBe(200);
  });
});
