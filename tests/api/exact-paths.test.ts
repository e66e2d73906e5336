// Paths match exactly as the contract spells them, so every sign-in and submission the server acts
// on is counted under its one path; and no answer is Express's own English text: an unknown route
// outside /api, whatever its method, gets the site's 404 page, and /api answers in its JSON shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "@shared/api/routes";
import { SERVED_PAGES } from "@shared/public-pages-served";
import { createAdmin } from "../support/factories";
import { sourcePages } from "../support/source-pages";
import { startTestApp, type TestApp } from "../support/test-app";

const ROUTE_NOT_FOUND = { code: "not_found", message: "المسار المطلوب غير موجود" };
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
// A page without a form: it takes GET only (a form page also takes the no-script POST back to itself).
const PLAIN_PAGE = SERVED_PAGES.find((page) => !page.form && page.path !== "/")!.path;

describe("exact paths and Arabic answers", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { client: { pages: sourcePages() } });
  });
  afterAll(() => app.close());

  const counter = async (name: string) => {
    const text = (await app.client().get("/metrics")).text;
    return text
      .split("\n")
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
  };

  it("answers the sign-in in another letter case or with a trailing slash as an unknown path, uncounted", async () => {
    const admin = await createAdmin(app.db);
    const login = routes.auth.login.path;
    const before = await counter("admin_logins_total");
    for (const path of [login.toUpperCase(), login.replace("login", "LOGIN"), `${login}/`]) {
      const client = app.client();
      const res = await client.post(path, { username: admin.username, password: admin.password });
      expect(res.status, path).toBe(404);
      expect(res.headers.getSetCookie(), path).toEqual([]);
      expect((await client.get(routes.auth.session.path)).body.authenticated, path).toBe(false);
    }
    expect(await counter("admin_logins_total")).toBe(before);

    const client = app.client();
    expect((await client.post(login, { username: admin.username, password: admin.password })).status).toBe(200);
    expect(await counter("admin_logins_total")).toBe(before + 1);
  });

  it("stores no review sent to the submission's path in capitals, and counts none", async () => {
    const before = await counter("submissions_total");
    const res = await app.client().post(routes.reviews.submit.path.toUpperCase(), {
      customerName: "زائر",
      rating: 5,
      comment: "تعليق تجريبي طويل بما يكفي",
    });
    expect(res.status).toBe(404);
    expect(await counter("submissions_total")).toBe(before);
  });

  it("gives an unknown route outside /api, with any method, the site's 404 page", async () => {
    const page = await app.client().get("/no/such/page");
    expect(page.status).toBe(404);
    for (const method of METHODS) {
      for (const path of ["/anything", PLAIN_PAGE, "/healthz", "/API/menu-items"]) {
        if (method === "GET" && (path === PLAIN_PAGE || path === "/healthz")) continue;
        const res = await app.client().request(method, path);
        const where = `${method} ${path}`;
        expect(res.status, where).toBe(404);
        expect(res.headers.get("content-type"), where).toMatch(/^text\/html/);
        expect(res.text, where).toBe(page.text);
        expect(res.text, where).not.toMatch(/Cannot|<pre>/);
      }
    }
  });

  it("answers an unknown /api route, with any method, in the API's JSON shape with an Arabic message", async () => {
    for (const method of METHODS) {
      for (const path of ["/api/anything", "/api/menu-items/", "/api/ADMIN/session"]) {
        const res = await app.client().request(method, path);
        expect({ where: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
          where: `${method} ${path}`,
          status: 404,
          body: ROUTE_NOT_FOUND,
        });
      }
    }
  });

  it("answers OPTIONS on an /api path with its methods in Allow and no text", async () => {
    const res = await app.client().request("OPTIONS", routes.menu.list.path);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    const item = await app.client().request("OPTIONS", "/api/menu-items/00000000-0000-4000-8000-000000000000");
    expect(item.status).toBe(204);
    expect(item.headers.get("allow")).toBe("PUT, DELETE, OPTIONS");
  });
});
