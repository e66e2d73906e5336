import { SERVED_PAGES } from "@shared/public-pages-served";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lotteryEntries } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { sourcePages } from "../support/source-pages";
import type { TestClient } from "../support/http";

describe("page paths", () => {
  let app: TestApp;
  let visitor: TestClient;

  beforeAll(async () => {
    app = await startTestApp({}, { client: { pages: sourcePages() } });
    visitor = app.client();
  });
  afterAll(() => app.close());

  it("moves a path with a trailing slash for good to the path without it, query kept", async () => {
    const cases: [string, string][] = [
      ["/jobs/", "/jobs"],
      ["/submit-review/", "/submit-review"],
      ["/win//?from=qr&x=1", "/win?from=qr&x=1"],
      ["/admin/dashboard/", "/admin/dashboard"],
      ["/admin/login/?next=%2Fadmin", "/admin/login?next=%2Fadmin"],
      ["/no/such/page/", "/no/such/page"],
    ];
    for (const [path, target] of cases) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(target);
    }
  });

  it("sends a form posted without script back to its page (303), storing nothing", async () => {
    for (const { path } of SERVED_PAGES.filter((page) => page.form)) {
      const res = await visitor.post(path, { invoiceNumber: "INV-NO-SCRIPT", phoneNumber: "0791234567" });
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location"), path).toBe(path);
    }
    expect(await app.db.select().from(lotteryEntries)).toEqual([]);
  });

  it("never redirects to another host when the path starts with two slashes", async () => {
    for (const path of ["//evil.example/", "/\\evil.example/"]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
    }
  });

  it("answers paths case-sensitively: another case is the 404 page", async () => {
    for (const path of ["/JOBS", "/Jobs", "/Admin/login", "/admin/LOGIN", "/admin/dashboard/Offers", "/ROBOTS.TXT"]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain("Page Not Found");
    }
    expect((await visitor.get("/jobs")).status).toBe(200);
  });

  it("answers an unknown admin path with the 404 page, and every dashboard page with the dashboard", async () => {
    for (const path of ["/admin/nope", "/admin/dashboard/nope", "/admin/dashboard/offers/1", "/admin/loginx"]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain("Page Not Found");
      expect(res.text, path).toContain('<meta name="robots" content="noindex">');
    }
    for (const path of ["/admin", "/admin/login", "/admin/setup", "/admin/dashboard", "/admin/dashboard/audit"]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<div id="root"><p id="no-script">');
    }
  });
});
