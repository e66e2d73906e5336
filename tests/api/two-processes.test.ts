// Two server processes on one PostgreSQL database, as a deployment with several instances runs.
// PGlite is single-process by design (one server per data folder, enforced by a lock file; see
// server-process.test.ts), so this suite exists only with DATABASE_URL: runIf, never a skip on PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import {
  branches,
  branchOrdering,
  loginLocks,
  lotteryEntries,
  menuItems,
  orders,
  prizes,
  rateLimitHits,
  reviews,
} from "../../server/db/schema";
import { createAdmin, createMenuCategory, unique } from "../support/factories";
import { freshDatabase } from "../support/test-db";

const root = path.resolve(import.meta.dirname, "../..");
const SUBMIT_LIMIT = 4;

function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: "0",
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    // Shared by both, as the README asks of several processes on one database.
    SESSION_SECRET: "two-process-secret-two-process-secret",
    SETUP_TOKEN: "two-process-setup-token",
    SUBMIT_RATE_LIMIT: String(SUBMIT_LIMIT),
    LOGIN_RATE_LIMIT: "0",
    // Each test speaks for its own client addresses through X-Forwarded-For, so their limits never mix.
    TRUST_PROXY: "loopback",
  };
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: root, env });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/Serving on http:\/\/localhost:(\d+)/);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}

const send = (base: string, method: string, url: string, body?: unknown, cookie?: string, client = "198.51.100.1") =>
  fetch(base + url, {
    method,
    headers: {
      "x-forwarded-for": client,
      ...(body !== undefined && { "content-type": "application/json" }),
      ...(cookie && { cookie }),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });

describe.runIf(!!process.env.DATABASE_URL)("two server processes on one PostgreSQL database", () => {
  let database: Database & { url?: string };
  let a: { child: ChildProcess; base: string };
  let b: { child: ChildProcess; base: string };
  beforeAll(async () => {
    database = await freshDatabase();
    [a, b] = await Promise.all([startProcess(database.url!), startProcess(database.url!)]);
  }, 120_000);
  afterAll(async () => {
    for (const server of [a, b]) {
      if (server?.child.exitCode !== null) continue;
      const exited = new Promise((resolve) => server.child.on("exit", resolve));
      server.child.kill("SIGTERM");
      await exited;
    }
    await database?.close();
  });

  it("a session made on one process works on the other, and logging out on the other ends it on both", async () => {
    const admin = await createAdmin(database.db);
    const login = await send(a.base, "POST", "/api/admin/login", admin);
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0].split(";")[0];
    expect(await (await send(b.base, "GET", "/api/admin/session", undefined, cookie)).json()).toEqual({
      authenticated: true,
      username: admin.username,
      fullName: null,
      mustChangePassword: false,
      role: "owner",
      branches: [],
    });
    expect((await send(b.base, "GET", "/api/prizes", undefined, cookie)).status).toBe(200);
    expect((await send(b.base, "POST", "/api/admin/logout", undefined, cookie)).status).toBe(200);
    expect((await send(a.base, "GET", "/api/prizes", undefined, cookie)).status).toBe(401);
  });

  it("the lockout holds across both: 20 parallel wrong passwords split between them lock the account, exactly five get the wrong-password answer", async () => {
    const admin = await createAdmin(database.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i % 2 ? a.base : b.base, "POST", "/api/admin/login", {
          username: admin.username,
          password: "wrong-password",
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const base of [a.base, b.base]) expect((await send(base, "POST", "/api/admin/login", admin)).status).toBe(429);
    const [lock] = await database.db
      .select()
      .from(loginLocks)
      .where(eq(loginLocks.usernameKey, admin.username.toLowerCase()));
    // Guesses that see the lock before hashing are refused without being counted again.
    expect(lock.failures).toBeGreaterThanOrEqual(5);
    expect(lock.failures).toBeLessThanOrEqual(20);
    expect(lock.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("the submission limit is one count in the database, not one per process", async () => {
    const name = unique("عميل ");
    const review = { customerName: name, rating: 5, comment: "الدجاج مقرمش والخدمة سريعة", isActive: true };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(i % 2 ? a.base : b.base, "POST", "/api/submit-review", review, undefined, "203.0.113.7"),
      ),
    );
    const statuses = results.map((r) => r.status);
    // The limit counts in fixed one-minute windows, and the burst may straddle two: each window the
    // two processes shared admits exactly the limit, and the rest of the burst is refused.
    const windows = await database.db
      .select({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, "submit:%203.0.113.7%"));
    // One counter per window, whichever process counted: never one per process.
    expect(new Set(windows.map((window) => window.windowStart.getTime())).size).toBe(windows.length);
    expect(windows.length).toBeLessThanOrEqual(2);
    expect(windows.reduce((sum, window) => sum + window.hits, 0)).toBe(10);
    const admitted = windows.reduce((sum, window) => sum + Math.min(window.hits, SUBMIT_LIMIT), 0);
    expect(statuses.filter((s) => s === 201)).toHaveLength(admitted);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - admitted);
    expect(await database.db.select().from(reviews).where(eq(reviews.customerName, name))).toHaveLength(admitted);
  });

  it("the invoice rule holds across both: spellings of one invoice sent to both processes from four phones win once", async () => {
    await database.db.insert(prizes).values({ name: "وجبة" });
    const digits = String(Date.now()).slice(-6);
    const fullWidth = [...digits].map((d) => String.fromCharCode(0xff10 + Number(d))).join("");
    const spellings = [`inv-${digits}`, `INV-${digits}`, `INV ${digits}`, `inv-${fullWidth}`];
    // From four different clients: the submission limit must not be what stops them.
    const results = await Promise.all(
      spellings.map((invoiceNumber, i) =>
        send(
          i % 2 ? a.base : b.base,
          "POST",
          "/api/lottery",
          { invoiceNumber, phoneNumber: `079123456${i}` },
          undefined,
          `192.0.2.${i + 10}`,
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(spellings.length - 1);
    expect(
      await database.db
        .select()
        .from(lotteryEntries)
        .where(eq(lotteryEntries.invoiceNormal, `inv${digits}`)),
    ).toHaveLength(1);
  });

  it("capacity holds across both: twenty orders for the last place in a slot, sent to both processes, place one", async () => {
    const category = await createMenuCategory(database.db);
    const [dish] = await database.db
      .insert(menuItems)
      .values({ categoryId: category.id, name: unique("زنجر "), mealPrice: "3.75" })
      .returning();
    const allDay = Array.from({ length: 7 }, () => [{ open: "00:00", close: "23:59" }]);
    await database.db.update(branches).set({ hours: allDay, exceptions: [] }).where(eq(branches.slug, "dabouq"));
    await database.db
      .insert(branchOrdering)
      .values({ branch: "dabouq", enabled: true, capacity: 1, prepMinutes: 20 })
      .onConflictDoUpdate({ target: branchOrdering.branch, set: { enabled: true, capacity: 1 } });
    // A slot well inside today's hours, at least the preparation time away.
    const pickupAt = new Date(Math.ceil((Date.now() + 60 * 60_000) / 900_000) * 900_000).toISOString();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(
          i % 2 ? a.base : b.base,
          "POST",
          "/api/orders",
          {
            branch: "dabouq",
            pickupAt,
            items: [{ menuItemId: dish.id, size: "meal", quantity: 1 }],
            customerName: "سامي",
            phoneNumber: `0781${String(i).padStart(6, "0")}`,
          },
          undefined,
          `192.0.2.${i + 100}`,
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await database.db.select().from(orders).where(eq(orders.branch, "dabouq"))).toHaveLength(1);
  });
});
