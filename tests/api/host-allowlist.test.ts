import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedHostsFor } from "../../server/middleware/host-allowlist";
import { rawGet } from "../support/raw-get";
import { startTestApp, type TestApp } from "../support/test-app";

const get = async (app: TestApp, path: string, headers: Record<string, string>) => {
  const res = await rawGet(app.baseUrl + path, headers);
  return { status: res.status, body: res.body.length ? JSON.parse(res.body.toString("utf8")) : undefined };
};
const UNKNOWN_HOST = { code: "misdirected", message: "هذا الخادم لا يخدم هذا العنوان" };

describe("Host allowlist with PUBLIC_URL (DNS rebinding)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      publicUrl: "https://shop.example",
      allowedHosts: allowedHostsFor("https://shop.example"),
    });
  });
  afterAll(() => app.close());

  it("serves PUBLIC_URL's host (any port) and the loopback names, and answers 421 to any other host, cached reads included", async () => {
    for (const host of ["shop.example", "SHOP.example:443", "localhost:5000", "127.0.0.1", "[::1]:8080"]) {
      expect((await get(app, "/api/site-settings", { host })).status).toBe(200);
    }
    // Twice: the second read of site settings comes from the in-memory cache's fast path.
    for (let i = 0; i < 2; i++) {
      const res = await get(app, "/api/site-settings", { host: "rebind.attacker.example" });
      expect(res).toEqual({ status: 421, body: UNKNOWN_HOST });
    }
    expect((await get(app, "/api/admin/can-setup", { host: "shop.example.attacker.example" })).status).toBe(421);
    expect((await get(app, "/", { host: "rebind.attacker.example" })).status).toBe(421);
  });

  it("keeps health probes open to any host (a load balancer calls the address)", async () => {
    expect((await get(app, "/healthz", { host: "10.0.0.7:5000" })).status).toBe(200);
  });

  it("reads X-Forwarded-Host only behind TRUST_PROXY", async () => {
    // Not trusted: the Host header decides, whatever the forwarded header claims.
    expect(
      (await get(app, "/api/site-settings", { host: "shop.example", "x-forwarded-host": "evil.example" })).status,
    ).toBe(200);
    expect(
      (await get(app, "/api/site-settings", { host: "evil.example", "x-forwarded-host": "shop.example" })).status,
    ).toBe(421);
    const proxied = await startTestApp({
      trustProxy: "loopback",
      allowedHosts: allowedHostsFor("https://shop.example"),
    });
    try {
      expect(
        (await get(proxied, "/api/site-settings", { host: "app:5000", "x-forwarded-host": "shop.example" })).status,
      ).toBe(200);
      expect(
        (await get(proxied, "/api/site-settings", { host: "shop.example", "x-forwarded-host": "evil.example" })).status,
      ).toBe(421);
    } finally {
      await proxied.close();
    }
    // TRUST_PROXY names other proxies: this caller (loopback) is not one of them, so its header is ignored.
    const elsewhere = await startTestApp({
      trustProxy: "10.0.0.0/8",
      allowedHosts: allowedHostsFor("https://shop.example"),
    });
    try {
      expect(
        (await get(elsewhere, "/api/site-settings", { host: "evil.example", "x-forwarded-host": "shop.example" }))
          .status,
      ).toBe(421);
    } finally {
      await elsewhere.close();
    }
  });

  it("serves every host when PUBLIC_URL is not set (the setup link guards the first admin then)", async () => {
    expect(allowedHostsFor(undefined)).toBeUndefined();
    const open = await startTestApp();
    try {
      expect((await get(open, "/api/site-settings", { host: "192.168.1.20:5000" })).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
