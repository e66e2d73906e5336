import { describe, expect, it } from "vitest";
import { createLogger, safeError } from "../../server/observability/logger";
import { startAdminApp } from "../support/admin-app";
import { startTestApp } from "../support/test-app";

const PHONE = "0791234567";
const INVOICE = "INV-PRIVATE-884411";

describe("structured request logs", () => {
  const lines: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  const suite = startAdminApp({ cachedLogSeconds: 0.2 }, { logger });

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it("writes one JSON line per request with method, route pattern, status, duration and the id it returns", async () => {
    const visitor = suite.app.client();
    const first = await visitor.get("/api/menu-items?active=true");
    const id = first.headers.get("x-request-id")!;
    expect(id).toMatch(/^[\w-]{36}$/);
    const entry = entries().find((e) => e.reqId === id);
    expect(entry).toMatchObject({ level: 30, msg: "request", method: "GET", route: "/api/menu-items", status: 200 });
    expect(typeof entry!.durationMs).toBe("number");
    expect(typeof entry!.time).toBe("string");
    const incoming = await visitor.get("/api/site-settings", { "X-Request-Id": "proxy-id-12345678" });
    expect(incoming.headers.get("x-request-id")).toBe("proxy-id-12345678");
    expect((await visitor.get("/readyz")).status).toBe(200);
    expect(entries().some((e) => e.route === "/readyz")).toBe(false);
  });

  it("counts answers from the cache into one line per route and status instead of a line each, ids still returned", async () => {
    const visitor = suite.app.client();
    await visitor.get("/api/offers?active=true"); // fills the cache: a line of its own
    const cached = [];
    for (let i = 0; i < 5; i++) cached.push(await visitor.get("/api/offers?active=true"));
    for (const res of cached) {
      const id = res.headers.get("x-request-id")!;
      expect(id).toMatch(/^[\w-]{36}$/);
      expect(entries().some((e) => e.reqId === id)).toBe(false);
    }
    await expect
      .poll(() => entries().find((e) => e.msg === "cached answers" && e.route === "/api/offers"), { timeout: 5000 })
      .toMatchObject({ level: 30, status: 200, count: 5 });
    const tally = entries().find((e) => e.msg === "cached answers" && e.route === "/api/offers")!;
    expect(tally.maxMs).toBeGreaterThanOrEqual(tally.meanMs as number);
  });

  it("never writes phone numbers, invoice numbers, names or cookies", async () => {
    const visitor = suite.app.client();
    await visitor.post("/api/lottery", { invoiceNumber: INVOICE, phoneNumber: PHONE });
    await visitor.post("/api/submit-review", {
      customerName: "سارة المجالي",
      rating: 5,
      comment: `اتصلوا بي على ${PHONE} شكراً`,
    });
    await suite.admin.get(`/api/lottery-entries?search=${PHONE}&page=1`);
    const all = lines.join("\n");
    for (const secret of [PHONE, INVOICE, "سارة", "sid=", suite.admin.cookieHeader]) expect(all).not.toContain(secret);
    expect(entries().some((e) => e.route === "/api/lottery" && e.method === "POST")).toBe(true);
  });

  it("never writes an admin's search text (an applicant's name or phone) from the applications list, its export or its metrics", async () => {
    const name = "ريم الخطيب";
    for (const search of [name, PHONE, `+962${PHONE.slice(1)}`]) {
      const query = `search=${encodeURIComponent(search)}`;
      expect((await suite.admin.get(`/api/job-applications?${query}&page=1`)).status).toBe(200);
      expect((await suite.admin.get(`/api/job-applications/export.csv?${query}`)).status).toBe(200);
    }
    const all = lines.join("\n");
    expect(entries().some((e) => e.route === "/api/job-applications/export.csv")).toBe(true);
    const metrics = await suite.app.client().get("/metrics");
    expect(metrics.text).toContain('route="/api/job-applications/export.csv"');
    for (const text of [all, metrics.text])
      for (const secret of [name, encodeURIComponent(name), PHONE, PHONE.slice(1), "search="])
        expect(text).not.toContain(secret);
  });

  it("logs a real fault once, with its stack and without the query's parameters", async () => {
    const fault = new Error(
      `Failed query: insert into "lottery_entries" values ($1, $2)\nparams: ${INVOICE},${PHONE}`,
      {
        cause: Object.assign(new Error(`duplicate key value violates unique constraint`), {
          code: "23505",
          detail: `Key (invoice_number)=(${INVOICE}) already exists.`,
        }),
      },
    );
    const safe = safeError(fault);
    expect(safe.message).toBe('Failed query: insert into "lottery_entries" values ($1, $2)\nparams: [redacted]');
    expect(safe.stack).toMatch(/at /);
    expect(JSON.stringify(safe)).not.toContain(PHONE);
    expect(JSON.stringify(safe)).not.toContain(INVOICE);
    expect((safe.cause as Record<string, unknown>).code).toBe("23505");

    // A broken database makes a public read fail: a 500 for the visitor, a stack in the log.
    const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
    const broken = await startTestApp({}, { logger });
    await broken.database.close();
    const res = await broken.client().get("/api/offers");
    await broken.close().catch(() => {}); // its database is already closed
    expect(res.status).toBe(500);
    expect(res.text).not.toContain("at ");
    const error = entries().find((e) => e.msg === "request failed");
    expect(error).toMatchObject({ level: 50, method: "GET", route: "/api/offers" });
    expect((error!.err as { stack: string }).stack).toMatch(/\n\s+at /);
  });
});
