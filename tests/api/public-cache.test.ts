import http from "node:http";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { type Db, openDatabase } from "../../server/db/client";
import { menuItems } from "../../server/db/schema";
import { ContentVersion } from "../../server/public-site/content-version";
import { PUBLIC_READS } from "../../server/public-site/public-reads";
import { type AdminSuite, startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { rawGet } from "../support/raw-get";
import { listRoutes } from "../support/route-table";
import { sourcePages } from "../support/source-pages";
import { created } from "../support/recruitment-fixtures";

const names = (body: { name: string }[]) => body.map((row) => row.name);

describe("cached public reads and pages", () => {
  const suite = startAdminApp({}, { client: { pages: sourcePages() } });
  let app: AdminSuite["app"];
  let admin: TestClient;
  let visitor: TestClient;
  beforeAll(() => {
    ({ app, admin } = suite);
    visitor = app.client();
  });

  const createDish = async (name = unique("شاورما ")) => {
    const res = await admin.post("/api/menu-items", { name, sandwichPrice: "2.25" });
    expect(res.status).toBe(201);
    return res.body as { id: string; name: string };
  };

  it("answers anonymous reads from memory: a row changed behind the API's back is not seen until an admin writes", async () => {
    const dish = await createDish();
    // The home page's own read of the menu.
    expect(names((await visitor.get("/api/menu-items/shown")).body.dishes)).toContain(dish.name);
    // Straight to the database: no admin write, so the cached answer stands (no query per read).
    await app.db.delete(menuItems).where(eq(menuItems.id, dish.id));
    expect(names((await visitor.get("/api/menu-items/shown")).body.dishes)).toContain(dish.name);
    expect((await visitor.get("/")).text).toContain(dish.name);
    // Any admin write drops the caches before its response is sent.
    const other = await createDish();
    const after = names((await visitor.get("/api/menu-items/shown")).body.dishes);
    expect(after).toContain(other.name);
    expect(after).not.toContain(dish.name);
  });

  it("shows an admin's edit on the very next public read and page", async () => {
    const dish = await createDish();
    expect((await visitor.get("/")).text).toContain(dish.name);
    const renamed = unique("شاورما عربي ");
    expect((await admin.put(`/api/menu-items/${dish.id}`, { name: renamed, sandwichPrice: "2.25" })).status).toBe(200);
    expect(names((await visitor.get("/api/menu-items")).body)).toContain(renamed);
    const page = (await visitor.get("/")).text;
    expect(page).toContain(renamed);
    expect(page).not.toContain(`>${dish.name}<`);
    // A hidden item leaves the public answers at once too.
    expect((await admin.put(`/api/menu-items/${dish.id}`, { isActive: false })).status).toBe(200);
    expect(names((await visitor.get("/api/menu-items")).body)).not.toContain(renamed);
  });

  it("gives an admin the hidden rows from the route, not the visitors' cached copy", async () => {
    const dish = await createDish();
    expect((await admin.put(`/api/menu-items/${dish.id}`, { isActive: false })).status).toBe(200);
    await visitor.get("/api/menu-items");
    const list = await admin.get("/api/menu-items");
    expect(names(list.body)).toContain(dish.name);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(names((await admin.get("/api/menu-items?active=true")).body)).not.toContain(dish.name);
  });

  it("lets browsers and CDNs cache public answers briefly, revalidating with ETag and 304", async () => {
    const first = await rawGet(`${app.baseUrl}/api/menu-items?active=true`);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=30");
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawGet(`${app.baseUrl}/api/menu-items?active=true`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const page = await rawGet(`${app.baseUrl}/`);
    expect(page.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=5/);
    expect((await rawGet(`${app.baseUrl}/`, { "If-None-Match": `W/${page.headers.etag}` })).status).toBe(304);

    await createDish();
    const changed = await rawGet(`${app.baseUrl}/api/menu-items?active=true`, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("sends Brotli or gzip as the client accepts, the same bytes once decoded", async () => {
    for (let i = 0; i < 15; i++) await createDish(unique("دجاج مقرمش بالصلصة الحارة "));
    const plain = await rawGet(`${app.baseUrl}/api/menu-items`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await rawGet(`${app.baseUrl}/api/menu-items`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await rawGet(`${app.baseUrl}/api/menu-items`, { "Accept-Encoding": "gzip;q=1, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const page = await rawGet(`${app.baseUrl}/`, { "Accept-Encoding": "br" });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain("<!doctype html>");
  });

  it("keeps admin and session answers out of every cache", async () => {
    for (const path of ["/api/admin/session", "/api/reviews", "/api/menu-items"]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    expect((await visitor.get("/api/admin/session")).headers.get("cache-control")).toBe("no-store");
  });
});

type Ctx = { admin: TestClient; visitor: TestClient; db: Db };
/**
 * A row an admin can delete, and every public read that lists it; `beforeDelete` runs once the reads
 * are cached (a change behind the API's back, which the caches do not see).
 */
type DeleteCase = {
  reads: string[];
  make: (ctx: Ctx) => Promise<string>;
  beforeDelete?: (ctx: Ctx, id: string) => Promise<unknown>;
};

// A list read answers an array; a paged one (the reviews) its rows under `reviews`.
const ids = (body: unknown) =>
  (Array.isArray(body) ? body : (body as { reviews: { id: string }[] }).reviews).map((row: { id: string }) => row.id);
const videoUrl = () => `https://www.youtube.com/watch?v=${unique("v").slice(-11).padStart(11, "a")}`;

const governorate = async ({ admin }: Ctx) => (await created(admin, "/api/governorates", { name: unique("عمان ") })).id;

// Keyed by the DELETE route; the reads are the public lists that show the row before it goes.
const CASES: Record<string, DeleteCase> = {
  "DELETE /api/menu-items/:id": {
    reads: ["/api/menu-items", "/api/menu-items/featured"],
    make: async ({ admin }) =>
      (await created(admin, "/api/menu-items", { name: unique("زنجر "), price: "3.5", isFeatured: true })).id,
  },
  "DELETE /api/offers/:id": {
    reads: ["/api/offers"],
    make: async ({ admin }) =>
      (await created(admin, "/api/offers", { title: unique("عرض "), originalPrice: "5", discountedPrice: "4" })).id,
  },
  "DELETE /api/reviews/:id": {
    reads: ["/api/reviews/approved"],
    make: async ({ admin, visitor }) => {
      const res = await visitor.post("/api/submit-review", {
        customerName: "سارة",
        rating: 5,
        comment: "الطعم رائع والخدمة سريعة",
      });
      expect(res.status, res.text).toBe(201);
      expect((await admin.put(`/api/reviews/${res.body.id}/approve`)).status).toBe(200);
      return res.body.id;
    },
  },
  "DELETE /api/customer-reels/:id": {
    reads: ["/api/customer-reels/approved"],
    make: async ({ admin, visitor }) => {
      const res = await visitor.post("/api/submit-reel", { customerName: "سارة", videoUrl: videoUrl() });
      expect(res.status, res.text).toBe(201);
      expect((await admin.put(`/api/customer-reels/${res.body.id}/approve`)).status).toBe(200);
      return res.body.id;
    },
  },
  "DELETE /api/social-links/:id": {
    reads: ["/api/social-links"],
    make: async ({ admin }) =>
      (
        await created(admin, "/api/social-links", {
          platform: "فيسبوك",
          url: `https://facebook.com/${unique("page")}`,
          icon: "facebook",
        })
      ).id,
  },
  // Visitors see a governorate only while it has an active area.
  "DELETE /api/governorates/:id": {
    reads: ["/api/governorates"],
    make: async (ctx) => {
      const id = await governorate(ctx);
      await created(ctx.admin, "/api/areas", { name: unique("خلدا "), governorateId: id });
      return id;
    },
  },
  "DELETE /api/areas/:id": {
    reads: ["/api/areas"],
    make: async (ctx) =>
      (await created(ctx.admin, "/api/areas", { name: unique("خلدا "), governorateId: await governorate(ctx) })).id,
  },
  "DELETE /api/job-positions/:id": {
    reads: ["/api/job-positions"],
    make: async ({ admin }) => (await created(admin, "/api/job-positions", { title: unique("كاشير ") })).id,
  },
  // Visitors see a category only while it holds a shown dish, and only an empty one may be deleted:
  // the dish leaves it behind the caches' back.
  "DELETE /api/menu-categories/:id": {
    reads: ["/api/menu-categories"],
    make: async ({ admin }) => {
      const category = await created(admin, "/api/menu-categories", { name: unique("مقبلات ") });
      await created(admin, "/api/menu-items", { name: unique("حمص "), price: "1.5", categoryId: category.id });
      return category.id;
    },
    beforeDelete: ({ db }, id) => db.delete(menuItems).where(eq(menuItems.categoryId, id)),
  },
  "DELETE /api/application-questions/:id": {
    reads: ["/api/application-questions"],
    make: async ({ admin }) =>
      (await created(admin, "/api/application-questions", { question: unique("هل لديك خبرة؟ ") })).id,
  },
};

describe("an admin's delete leaves the cached public lists at once", () => {
  const suite = startAdminApp();
  let ctx: Ctx;
  beforeAll(() => {
    ctx = { admin: suite.admin, visitor: suite.app.client(), db: suite.app.db };
  });

  it("covers every DELETE route whose rows a public list shows", () => {
    const publicPaths = [...PUBLIC_READS.keys()];
    const deletesOfPublicRows = listRoutes(createApp(suite.app.deps).express)
      .filter((r) => r.method === "DELETE" && r.path.endsWith("/:id"))
      .filter((r) => publicPaths.some((read) => read.startsWith(r.path.slice(0, -"/:id".length))))
      .map((r) => `${r.method} ${r.path}`);
    expect(deletesOfPublicRows.sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const [route, c] of Object.entries(CASES)) {
    it(`${route}: the row is in the cached public list, and gone from it on the next read after the 204`, async () => {
      const id = await c.make(ctx);
      for (const read of c.reads) {
        // Read twice: the second answer comes from the cache the delete must drop.
        expect(ids((await ctx.visitor.get(read)).body), read).toContain(id);
        expect(ids((await ctx.visitor.get(read)).body), read).toContain(id);
      }
      await c.beforeDelete?.(ctx, id);
      const res = await ctx.admin.delete(route.replace("DELETE ", "").replace(":id", id));
      expect(res.status).toBe(204);
      for (const read of c.reads) {
        const after = await ctx.visitor.get(read);
        expect(after.status).toBe(200);
        expect(ids(after.body), read).not.toContain(id);
      }
    });
  }

  it("DELETE /api/prizes/:id: deleting the last active prize closes the draw on the next public read", async () => {
    const { admin, visitor } = ctx;
    const prize = await created(admin, "/api/prizes", { name: unique("جائزة ") });
    expect((await visitor.get("/api/lottery/availability")).body).toMatchObject({ open: true });
    expect((await visitor.get("/api/lottery/availability")).body).toMatchObject({ open: true });
    expect((await admin.delete(`/api/prizes/${prize.id}`)).status).toBe(204);
    expect((await visitor.get("/api/lottery/availability")).body).toMatchObject({ open: false });
  });
});

// Several processes share one PostgreSQL; PGlite is single-process, so there is nothing to share.
describe.runIf(process.env.DATABASE_URL)("two server processes on one PostgreSQL", () => {
  const suite = startAdminApp({}, { client: { pages: sourcePages() } });
  let peer: { baseUrl: string; close(): Promise<void> };
  beforeAll(async () => {
    const { app } = suite;
    // A second app with its own pool, LISTEN connection, content version and caches: a process in all but pid.
    const database = await openDatabase({ databaseUrl: app.databaseUrl!, migrate: false });
    const content = new ContentVersion(database);
    await content.start();
    const peerApp = createApp({ ...app.deps, db: database.db, content }, { pages: sourcePages() });
    const server = http.createServer(peerApp.handle);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    peer = {
      baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await content.stop();
        await database.close();
      },
    };
  });
  // Runs before the suite's own afterAll closes the first process (hooks unwind in reverse).
  afterAll(() => peer.close());

  it("serves an edit made through one process from the other within 2 s", async () => {
    const { admin } = suite;
    const dish = (await admin.post("/api/menu-items", { name: unique("مسحب ") })).body as { id: string };
    const read = async (path: string) => (await fetch(peer.baseUrl + path)).text();
    await read("/api/menu-items"); // warm the peer's caches
    await read("/");
    const renamed = unique("مسحب بالثوم ");
    expect((await admin.put(`/api/menu-items/${dish.id}`, { name: renamed })).status).toBe(200);
    const started = Date.now();
    let json = "";
    let page = "";
    while (Date.now() - started < 2000) {
      [json, page] = await Promise.all([read("/api/menu-items"), read("/")]);
      if (json.includes(renamed) && page.includes(renamed)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(json).toContain(renamed);
    expect(page).toContain(renamed);
  });
});
