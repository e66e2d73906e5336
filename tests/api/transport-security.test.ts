import { describe, expect, it } from "vitest";
import { customerReels } from "../../server/db/schema";
import { clientKey } from "../../server/lib/client-address";
import { startAdminApp } from "../support/admin-app";
import { createAdmin } from "../support/factories";
import { startTestApp } from "../support/test-app";
import { holdClockInOneWindow } from "../support/frozen-clock";

describe("origin check", () => {
  const suite = startAdminApp();

  it("compares the scheme, ignores X-Forwarded-Host without TRUST_PROXY and refuses cross-site writes without Origin", async () => {
    const host = new URL(suite.app.baseUrl).host;
    const write = (headers: Record<string, string>) =>
      suite.admin.put("/api/site-settings", { showMenuLink: true }, headers);
    expect((await write({ origin: `http://${host}` })).status).toBe(200);
    expect((await write({})).status).toBe(200);
    const wrongScheme = await write({ origin: `https://${host}` });
    expect(wrongScheme.status).toBe(403);
    expect(wrongScheme.body.message).toBe("طلب من مصدر غير مسموح");
    expect((await write({ origin: "http://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);
    expect((await write({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await write({ origin: "null" })).status).toBe(403);
    expect((await write({ "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("trusts X-Forwarded-Host and -Proto only behind TRUST_PROXY", async () => {
    const proxied = await startTestApp({ trustProxy: "loopback" });
    try {
      const client = proxied.client();
      const headers = {
        origin: "https://shop.example",
        "x-forwarded-host": "shop.example",
        "x-forwarded-proto": "https",
      };
      expect((await client.post("/api/admin/login", await createAdmin(proxied.db), headers)).status).toBe(200);
      expect((await client.put("/api/site-settings", { showMenuLink: true }, headers)).status).toBe(200);
      expect(
        (await client.put("/api/site-settings", { showMenuLink: true }, { ...headers, "x-forwarded-proto": "http" }))
          .status,
      ).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe("cookies and transport headers", () => {
  it("behind a trusted TLS proxy: Secure __Host- cookie and HSTS; plain HTTP or an untrusted header: neither", async () => {
    const proxied = await startTestApp({ trustProxy: "loopback" });
    const direct = await startTestApp();
    try {
      const admin = await createAdmin(proxied.db);
      const https = await proxied.client().post("/api/admin/login", admin, { "x-forwarded-proto": "https" });
      expect(https.status).toBe(200);
      const cookie = https.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^__Host-sid=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(https.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(https.headers.get("permissions-policy")).toMatch(/camera=\(\)/);

      const plain = await proxied.client().post("/api/admin/login", admin);
      expect(plain.headers.get("set-cookie")).toMatch(/^sid=/);
      expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/i);
      expect(plain.headers.get("strict-transport-security")).toBeNull();

      // Without TRUST_PROXY the header is anyone's to forge: no Secure cookie (it would never come back over HTTP).
      const other = await createAdmin(direct.db);
      const forged = await direct.client().post("/api/admin/login", other, { "x-forwarded-proto": "https" });
      expect(forged.headers.get("set-cookie")).toMatch(/^sid=/);
      expect(forged.headers.get("strict-transport-security")).toBeNull();
      expect(forged.headers.get("permissions-policy")).toMatch(/microphone=\(\)/);

      // Answers from the public cache, which never reach Express, carry the same headers.
      const visitor = proxied.client();
      await visitor.get("/api/site-settings");
      const cached = await visitor.get("/api/site-settings", { "x-forwarded-proto": "https" });
      expect(cached.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(cached.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
      expect(
        (await direct.client().get("/api/site-settings", { "x-forwarded-proto": "https" })).headers.get(
          "strict-transport-security",
        ),
      ).toBeNull();
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it("a __Host- session from HTTPS works through the proxy and logout clears it", async () => {
    const app = await startTestApp({ trustProxy: "loopback" });
    try {
      const admin = await createAdmin(app.db);
      const client = app.client();
      const tls = { "x-forwarded-proto": "https" };
      expect((await client.post("/api/admin/login", admin, tls)).status).toBe(200);
      expect((await client.get("/api/admin/session", tls)).body.authenticated).toBe(true);
      const out = await client.post("/api/admin/logout", undefined, tls);
      expect(out.headers.getSetCookie().some((c) => /^__Host-sid=;.*Secure/i.test(c))).toBe(true);
      expect((await client.get("/api/admin/session", tls)).body.authenticated).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe("submission limit and IPv6", () => {
  it("buckets IPv6 clients by /64 and keeps IPv4 as it is", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey(undefined)).toBe("unknown");
  });

  it("counts one IPv6 /64 as one client, and another /64 apart", async () => {
    holdClockInOneWindow();
    const app = await startTestApp({ submitRateLimit: 2, trustProxy: "loopback" });
    try {
      const reel = { customerName: "سارة", videoUrl: "https://youtu.be/dQw4w9WgXcQ" };
      const from = (ip: string) => app.client().post("/api/submit-reel", reel, { "x-forwarded-for": ip });
      expect((await from("2001:db8:1:2::1")).status).toBe(201);
      expect((await from("2001:db8:1:2:ffff::9")).status).toBe(201);
      const third = await from("2001:0db8:0001:0002:abcd:1234:5678:9abc");
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/[\u0600-\u06FF]/);
      expect((await from("2001:db8:1:3::1")).status).toBe(201);
      expect((await from("198.51.100.7")).status).toBe(201);
      expect((await app.db.select().from(customerReels)).length).toBe(4);
    } finally {
      await app.close();
    }
  });
});
