import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { PUBLIC_READS } from "../../server/public-site/public-reads";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { listRoutes } from "../support/route-table";
import { startTestApp, type TestApp } from "../support/test-app";
import { created } from "./recruitment-fixtures";

type Ctx = { admin: TestClient; visitor: TestClient };
/** A row an admin can delete, and every public read that lists it. */
type DeleteCase = { reads: string[]; make: (ctx: Ctx) => Promise<string> };

const ids = (body: unknown) => (body as { id: string }[]).map((row) => row.id);
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
  "DELETE /api/application-questions/:id": {
    reads: ["/api/application-questions"],
    make: async ({ admin }) =>
      (await created(admin, "/api/application-questions", { question: unique("هل لديك خبرة؟ ") })).id,
  },
};

describe("an admin's delete leaves the cached public lists at once", () => {
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    app = await startTestApp();
    ctx = { admin: app.client(), visitor: app.client() };
    await signInAdmin(app.db, ctx.admin);
  });
  afterAll(() => app.close());

  it("covers every DELETE route whose rows a public list shows", () => {
    const publicPaths = [...PUBLIC_READS.keys()];
    const deletesOfPublicRows = listRoutes(createApp(app.deps).express)
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
    expect((await visitor.get("/api/lottery/availability")).body).toEqual({ open: true });
    expect((await visitor.get("/api/lottery/availability")).body).toEqual({ open: true });
    expect((await admin.delete(`/api/prizes/${prize.id}`)).status).toBe(204);
    expect((await visitor.get("/api/lottery/availability")).body).toEqual({ open: false });
  });
});
