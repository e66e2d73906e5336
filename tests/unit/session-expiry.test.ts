import { describe, expect, it } from "vitest";
import { loginPathFor, returnPath } from "../../client/src/lib/session-expiry";

describe("returning after a new sign-in", () => {
  it("goes back to the admin page the session ended on", () => {
    expect(loginPathFor("/admin/dashboard/offers?page=2")).toBe(
      "/admin/login?next=%2Fadmin%2Fdashboard%2Foffers%3Fpage%3D2",
    );
    expect(returnPath("?next=%2Fadmin%2Fdashboard%2Foffers%3Fpage%3D2")).toBe("/admin/dashboard/offers?page=2");
  });

  it("never leaves the dashboard: other sites, protocol-relative and signed-out pages fall back to it", () => {
    for (const next of [
      "https://evil.example/admin/",
      "//evil.example",
      "/admin//evil.example",
      "/admin\\evil",
      "/admin/login",
      "/menu",
      "",
    ]) {
      expect(returnPath(`?next=${encodeURIComponent(next)}`), next).toBe("/admin/dashboard");
    }
    expect(returnPath("")).toBe("/admin/dashboard");
  });
});
