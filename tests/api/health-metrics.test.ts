import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { ContentVersion } from "../../server/public-site/content-version";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { startTestApp, type TestApp } from "../support/test-app";

/** Prometheus text: every sample line is `name{labels} value`. Returns the samples, failing on anything else. */
function parsePrometheus(text: string): { name: string; labels: string; value: number }[] {
  const samples = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const match = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (-?[0-9.eE+-]+|NaN|Nan|\+Inf|-Inf)$/i);
    expect(match, line).not.toBeNull();
    samples.push({ name: match![1], labels: match![2] ?? "", value: Number(match![3]) });
  }
  return samples;
}

const sample = (samples: ReturnType<typeof parsePrometheus>, name: string, ...labels: string[]) =>
  samples.find((s) => s.name === name && labels.every((label) => s.labels.includes(label)))?.value ?? 0;

describe("health probes", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers /healthz and /readyz, never cached", async () => {
    const client = app.client();
    const health = await client.get("/healthz");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok" });
    const ready = await client.get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(client.cookies.size).toBe(0);
    // Idle connections outlive the client's reuse window, so the client, not the server, closes them.
    expect(health.headers.get("keep-alive")).toBe("timeout=65");
  });

  it("turns /readyz to 503 while shutting down, while /healthz stays 200", async () => {
    const client = app.client();
    app.deps.lifecycle!.shuttingDown = true;
    try {
      const ready = await client.get("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: "unavailable", reasons: ["shutting down"] });
      expect((await client.get("/healthz")).status).toBe(200);
    } finally {
      app.deps.lifecycle!.shuttingDown = false;
    }
  });

  it("is not ready when the database is unreachable, and says why", async () => {
    // A PostgreSQL that is not there (nothing listens on port 1): the process is up, not ready.
    const database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/nowhere", migrate: false });
    const content = new ContentVersion(database);
    const broken = createApp({ ...app.deps, db: database.db, content });
    const server = http.createServer(broken.handle);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      const body = await ready.json();
      expect(body.status).toBe("unavailable");
      expect(body.reasons[0]).toMatch(/^database: /);
    } finally {
      server.close();
      await database.close();
    }
  });
});

describe("metrics", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ submitRateLimit: 0 });
  });
  afterAll(() => app.close());

  const scrape = async (headers: Record<string, string> = {}) => {
    const res = await app.client().get("/metrics", headers);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(res.text);
  };

  it("serves Prometheus text whose request counters move with requests, by route pattern", async () => {
    const before = await scrape();
    const visitor = app.client();
    for (let i = 0; i < 3; i++) expect((await visitor.get("/api/menu-items")).status).toBe(200);
    expect((await visitor.get("/api/menu-items/not-a-uuid")).status).toBeGreaterThanOrEqual(400);
    const after = await scrape();
    const count = (samples: typeof before) =>
      sample(samples, "http_requests_total", 'route="/api/menu-items"', 'status="200"');
    expect(count(after) - count(before)).toBe(3);
    expect(sample(after, "http_request_duration_seconds_count", 'route="/api/menu-items"')).toBeGreaterThanOrEqual(3);
    expect(after.some((s) => s.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    expect(
      sample(after, "public_cache_lookups", 'result="hit"') + sample(after, "public_cache_lookups", 'result="miss"'),
    ).toBeGreaterThan(0);
    // Raw paths never become labels (unbounded): the 404 above is counted under its pattern.
    expect(after.some((s) => s.labels.includes("not-a-uuid"))).toBe(false);
  });

  it("counts submissions by outcome, the honeypot's among the refused", async () => {
    const visitor = app.client();
    const review = { customerName: "سارة", rating: 5, comment: "دجاج مقرمش وخدمة ممتازة جداً", isActive: true };
    expect((await visitor.post("/api/submit-review", review)).status).toBe(201);
    expect(
      (await visitor.post("/api/submit-review", { ...review, [HONEYPOT_FIELD]: "http://spam.example" })).status,
    ).toBe(201);
    expect((await visitor.post("/api/submit-review", { ...review, comment: "قصير" })).status).toBe(400);
    expect((await visitor.post("/api/admin/login", { username: "nobody", password: "wrong-password" })).status).toBe(
      401,
    );
    const samples = await scrape();
    expect(sample(samples, "submissions_total", 'form="review"', 'outcome="accepted"')).toBe(1);
    expect(sample(samples, "submissions_total", 'form="review"', 'outcome="honeypot"')).toBe(1);
    expect(sample(samples, "submissions_total", 'form="review"', 'outcome="invalid"')).toBe(1);
    expect(sample(samples, "admin_logins_total", 'outcome="failure"')).toBe(1);
  });

  it("refuses callers that are not on this machine, unless they bring the token", async () => {
    const viaProxy = await app.client().get("/metrics", { "X-Forwarded-For": "203.0.113.9" });
    expect(viaProxy.status).toBe(403);
    expect(viaProxy.text).not.toContain("http_requests_total");

    const tokened = await startTestApp({ metricsToken: "metrics-token-0123456789" });
    try {
      expect((await tokened.client().get("/metrics")).status).toBe(403);
      expect((await tokened.client().get("/metrics", { Authorization: "Bearer wrong-token-0123456789" })).status).toBe(
        403,
      );
      const ok = await tokened
        .client()
        .get("/metrics", { Authorization: "Bearer metrics-token-0123456789", "X-Forwarded-For": "203.0.113.9" });
      expect(ok.status).toBe(200);
      expect(ok.text).toContain("http_requests_total");
    } finally {
      await tokened.close();
    }
  });
});
