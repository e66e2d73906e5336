// /readyz says why it is not ready only to the operator: a caller on this machine that came through
// no proxy, or one with METRICS_TOKEN. Anyone else gets the status code and a bare body.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase, type Database } from "../../server/db/client";
import { ContentVersion } from "../../server/public-site/content-version";
import { startTestApp, type TestApp } from "../support/test-app";

const TOKEN = "metrics-token-0123456789";

describe("/readyz failure reasons", () => {
  let app: TestApp;
  let database: Database;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    app = await startTestApp();
    // A PostgreSQL that is not there (nothing listens on port 1): the process is up, not ready.
    database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/nowhere", migrate: false });
    const broken = createApp({
      ...app.deps,
      db: database.db,
      content: new ContentVersion(database),
      config: { ...app.deps.config, metricsToken: TOKEN },
    });
    server = http.createServer(broken.handle);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server?.close();
    await database?.close();
    await app?.close();
  });

  const ready = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/readyz`, { headers });
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return res.json();
  };

  it("tells a direct caller on this machine why", async () => {
    const body = await ready();
    expect(body.status).toBe("unavailable");
    expect(body.reasons).toHaveLength(1);
    expect(body.reasons[0]).toMatch(/^database: /);
  });

  it("gives a caller through a proxy only the status, unless it brings the metrics token", async () => {
    const proxies: Record<string, string>[] = [{ "X-Forwarded-For": "203.0.113.9" }, { Forwarded: "for=203.0.113.9" }];
    for (const proxied of proxies) {
      expect(await ready(proxied)).toEqual({ status: "unavailable" });
      expect(await ready({ ...proxied, Authorization: "Bearer wrong-token-0123456789" })).toEqual({
        status: "unavailable",
      });
      expect(await ready({ ...proxied, Authorization: `Bearer ${TOKEN}x` })).toEqual({ status: "unavailable" });
      const tokened = await ready({ ...proxied, Authorization: `Bearer ${TOKEN}` });
      expect(tokened.status).toBe("unavailable");
      expect(tokened.reasons[0]).toMatch(/^database: /);
    }
  });

  it("answers a ready check with the same body for everyone", async () => {
    const res = await app.client().get("/readyz", { "X-Forwarded-For": "203.0.113.9" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready" });
  });
});
