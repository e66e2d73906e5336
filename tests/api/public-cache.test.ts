import http from "node:http";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { menuItems } from "../../server/db/schema";
import { ContentVersion } from "../../server/public-site/content-version";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { rawGet } from "../support/raw-get";
import { sourcePages } from "../support/source-pages";
import { startTestApp, type TestApp } from "../support/test-app";

const names = (body: { name: string }[]) => body.map((row) => row.name);

describe("cached public reads and pages", () => {
  let app: TestApp;
  let admin: TestClient;
  let visitor: TestClient;
  beforeAll(async () => {
    app = await startTestApp({}, { client: { pages: sourcePages() } });
    admin = app.client();
    visitor = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const createDish = async (name = unique("شاورما ")) => {
    const res = await admin.post("/api/menu-items", { name, sandwichPrice: "2.25" });
    expect(res.status).toBe(201);
    return res.body as { id: string; name: string };
  };

  it("answers anonymous reads from memory: a row changed behind the API's back is not seen until an admin writes", async () => {
    const dish = await createDish();
    expect(names((await visitor.get("/api/menu-items?active=true")).body)).toContain(dish.name);
    // Straight to the database: no admin write, so the cached answer stands (no query per read).
    await app.db.delete(menuItems).where(eq(menuItems.id, dish.id));
    expect(names((await visitor.get("/api/menu-items?active=true")).body)).toContain(dish.name);
    expect((await visitor.get("/")).text).toContain(dish.name);
    // Any admin write drops the caches before its response is sent.
    const other = await createDish();
    const after = names((await visitor.get("/api/menu-items?active=true")).body);
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

// Several processes share one PostgreSQL; PGlite is single-process, so there is nothing to share.
describe.runIf(process.env.DATABASE_URL)("two server processes on one PostgreSQL", () => {
  let app: TestApp;
  let peer: { baseUrl: string; close(): Promise<void> };
  beforeAll(async () => {
    app = await startTestApp({}, { client: { pages: sourcePages() } });
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
  afterAll(async () => {
    await peer.close();
    await app.close();
  });

  it("serves an edit made through one process from the other within 2 s", async () => {
    const admin = app.client();
    await signInAdmin(app.db, admin);
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
