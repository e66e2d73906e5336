// Property-based sweep (fast-check) over every route in the server's own route table: generated
// ids, query strings and bodies, signed in as admin and anonymous. Never a 5xx from /api (pages
// answer 503 here only because tests have no client build), and a rejected request changes no row.
import { ERROR_CODES, type ErrorCode, STATUS_BY_CODE } from "@shared/api/errors";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { prizes } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { watchRowWrites } from "../support/db-fingerprint";
import { signInAdmin } from "../support/factories";
import { listRoutes } from "../support/route-table";
import { createPlacesAndPosition } from "../support/recruitment-fixtures";

// Runs per route (callers mixed); about 20 s on PGlite, 12 s on PostgreSQL. SWEEP_RUNS=200 for a deep hunt.
const RUNS = Number(process.env.SWEEP_RUNS ?? 20);

// Sessions move on every signed-in request (rolling expiry) and the rate-limit counter counts
// before judging: both change by design. The content version is bumped after an earlier run's
// successful admin write lands (asynchronously; refusals never bump it, see public-site.routes.ts).
// A failed login counts toward the account's lockout even though it is refused.
const ALWAYS_CHANGING = ["sessions", "rate_limit_hits", "content_version"];
const CHANGES_WHEN_REJECTED: Record<string, string[]> = { "POST /api/admin/login": ["login_locks"] };

const hostile = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202eevil",
  "\u200b\u200b",
  "\ud800",
  "\uffff",
  "🍗".repeat(300),
  "x".repeat(20_000),
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "١٢٣٫٥",
  "3,50",
  "12 345",
  "１２３４５",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "true",
  "null",
  "__proto__",
  "constructor",
  "0000-0000",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
);
const text = fc.oneof(hostile, fc.string({ unit: "binary", maxLength: 60 }), fc.string({ maxLength: 10 }));
const FIELDS = [
  "name",
  "title",
  "price",
  "mealPrice",
  "sandwichPrice",
  "isActive",
  "customerName",
  "rating",
  "comment",
  "videoUrl",
  "videoPlatform",
  "invoiceNumber",
  "phoneNumber",
  "username",
  "password",
  "token",
  "governorateId",
  "areaId",
  "jobPositionId",
  "answers",
  "options",
  "question",
  "order",
  "imageUrl",
  "imageURL",
  "status",
  "website",
  "url",
  "platform",
  "content",
  "termsAccepted",
  "applicantName",
  "address",
  "direction",
  "showMenuLink",
  "id",
  "__proto__",
  "constructor",
  "prototype",
];
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -1, 0, 2 ** 53 + 1),
);
const value = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    scalar,
    fc.array(tie("v"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie("v"), { maxKeys: 3 }),
  ),
})).v;
const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
// Raw JSON text, so "__proto__" arrives as an own key exactly as an attacker would send it.
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc
    .tuple(fc.constantFrom("__proto__", "constructor"), value)
    .map(([k, v]) => `{"${k}":{"isAdmin":true,"polluted":${JSON.stringify(v ?? null)}}}`),
  value.map((v) => JSON.stringify(v) ?? "null"),
  fc.integer({ min: 1, max: 20_000 }).map((n) => `{"name":${deep(n)}}`),
  fc.constantFrom("", "{", "not json", '{"a":1}{"b":2}', "[]", "null", '"\u0000"'),
);
const QUERY_KEYS = [
  "search",
  "page",
  "pageSize",
  "active",
  "governorateId",
  "jobPositionId",
  "status",
  "__proto__",
  "constructor",
  "a[b][c]",
];
const query = fc
  .dictionary(fc.constantFrom(...QUERY_KEYS), text, { maxKeys: 4 })
  .map((q) => new URLSearchParams(q).toString());

describe("route sweep: every route, generated input", () => {
  const suite = startAdminApp();
  const ids: string[] = [];
  let routes: { method: string; path: string }[] = [];
  let rowWrites: Awaited<ReturnType<typeof watchRowWrites>>;

  beforeAll(async () => {
    const places = await createPlacesAndPosition(suite.admin);
    const [prize] = await suite.app.db.insert(prizes).values({ name: "وجبة" }).returning();
    ids.push(places.governorate.id, places.area.id, places.position.id, prize.id);
    routes = listRoutes(createApp(suite.app.deps).express);
    rowWrites = await watchRowWrites(suite.app.db);
  });

  it("counts the rows a write changes, and nothing for a write rolled back", async () => {
    const before = await rowWrites();
    await suite.app.db.insert(prizes).values({ name: "وجبة ثانية" });
    await suite.app.db
      .transaction(async (tx) => {
        await tx.insert(prizes).values({ name: "وجبة لن تبقى" });
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await rowWrites()).toEqual({ ...before, prizes: (before.prizes ?? 0) + 1 });
  });

  it("finds the whole route table (public, admin, health and page routes)", () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining(["POST /api/lottery", "PUT /api/menu-items/:id", "GET /healthz", "POST /api/admin/setup"]),
    );
    expect(routes.length).toBeGreaterThan(60);
  });

  // Path segments as sent on the wire: encoded text, or raw escapes no encoder makes (bad UTF-8, broken %).
  const RAW = ["%ED%A0%80", "%FF%FE", "%", "%zz", "%2e%2e%2f%2e%2e%2f", "a%00b", "%C0%AF"];
  const encode = (value: string) => {
    try {
      return encodeURIComponent(value) || "x";
    } catch {
      return "%ED%A0%80"; // a lone surrogate, as a client that encodes it anyway sends it
    }
  };
  const segment = () =>
    fc.oneof(
      fc.constantFrom(...ids).map(encode),
      fc.uuid().map(encode),
      text.filter((s) => s.length < 2000).map(encode),
      fc.constantFrom(...RAW),
    );
  const fill = (path: string, values: string[]) => {
    let i = 0;
    return path.replace(/:\w+|\{\*\w+\}/g, () => values[i++] ?? "x");
  };

  it("never answers 5xx from /api and never changes a row when it refuses", { timeout: 180_000 }, async () => {
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      // Logging out ends the session the rest of the sweep uses; its own client signs in each time.
      const caller = key === "POST /api/admin/logout" ? null : suite.admin;
      const ignore = [...ALWAYS_CHANGING, ...(CHANGES_WHEN_REJECTED[key] ?? [])];
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.array(segment(), { minLength: 2, maxLength: 2 }),
          query,
          body,
          async (asAdmin, segs, qs, json) => {
            let client = asAdmin ? caller : suite.app.client();
            if (!client) {
              client = suite.app.client();
              await signInAdmin(suite.app.db, client);
            }
            const url = fill(route.path, segs) + (qs ? `?${qs}` : "");
            // Node answers a request line past its 16 KB header limit itself (431), and may close the
            // socket while the client is still writing it: that is Node's parser, not the app.
            fc.pre(url.length < 12_000);
            const before = await rowWrites(ignore);
            const headers: Record<string, string> = { "content-type": "application/json" };
            if (client.cookies.size) headers.cookie = client.cookieHeader;
            const hasBody = route.method !== "GET" && route.method !== "HEAD";
            const res = await fetch(suite.app.baseUrl + url, {
              method: route.method,
              headers,
              body: hasBody ? json : undefined,
            });
            // An event stream never ends by itself: its answer is its status.
            const streams = res.headers.get("content-type")?.startsWith("text/event-stream");
            const answer = streams ? "" : await res.text();
            if (streams) await res.body?.cancel();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const where = `${key} as ${asAdmin ? "admin" : "visitor"}: ${route.method} ${url.slice(0, 200)} ${json.slice(0, 200)} → ${res.status} ${answer.slice(0, 200)}`;
            if (url.startsWith("/api/") || route.path.startsWith("/api/")) expect(res.status, where).toBeLessThan(500);
            else expect(res.status, where).not.toBe(500);
            if (res.status >= 400) expect(await rowWrites(ignore), where).toEqual(before);
            if (res.status >= 400 && url.startsWith("/api/")) {
              // Every refusal under /api names its reason by a code of the closed list, and its status is that code's.
              expect(res.headers.get("content-type") ?? "", where).toMatch(/^application\/json/);
              const { code } = JSON.parse(answer) as { code: ErrorCode };
              expect(ERROR_CODES, where).toContain(code);
              if (code !== "bad_request") expect(res.status, where).toBe(STATUS_BY_CODE[code]);
            }
            expect(Object.hasOwn(Object.prototype, "polluted"), where).toBe(false);
          },
        ),
        { numRuns: RUNS },
      );
    }
    // Both sides of the property were exercised: accepted and refused requests.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    expect([...statuses.keys()].some((status) => status >= 400 && status < 500)).toBe(true);
  });
});
