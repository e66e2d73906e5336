import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { reviews } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { holdClockInOneWindow } from "../support/frozen-clock";
import { REVIEWS_PAGE_SIZE } from "@shared/reviews-page";

const validReview = (name = unique("عميل ")) => ({
  customerName: name,
  rating: 4,
  comment: "الدجاج مقرمش والخدمة سريعة",
  isActive: true,
});

const NOT_FOUND = "التقييم غير موجود";

describe("reviews", () => {
  const suite = startAdminApp();

  const rowByName = async (name: string) =>
    (await suite.app.db.select().from(reviews).where(eq(reviews.customerName, name)))[0];

  /** A visitor's review, submitted and returned as its stored row. */
  const submitted = async (review = validReview()) => {
    const res = await suite.app.client().post("/api/submit-review", review);
    expect(res.status).toBe(201);
    return rowByName(review.customerName);
  };

  /** A visitor's review the admin has approved. */
  const approved = async (review = validReview()) => {
    const row = await submitted(review);
    expect((await suite.admin.put(`/api/reviews/${row.id}/approve`)).status).toBe(200);
    return row;
  };

  const publicNames = async () =>
    (await suite.app.client().get("/api/reviews/approved")).body.map((r: { customerName: string }) => r.customerName);

  describe("a visitor's review", () => {
    it("is answered 201 and stored pending, active as sent", async () => {
      const review = validReview();
      const res = await suite.app.client().post("/api/submit-review", review);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ customerName: review.customerName, rating: 4, approved: false, isActive: true });
      expect((await rowByName(review.customerName)).approved).toBe(false);
    });

    it("stays out of the public list until approved", async () => {
      const review = validReview();
      await submitted(review);
      const pending = await suite.app.client().get("/api/reviews/approved");
      expect(pending.status).toBe(200);
      expect(pending.body.map((r: { customerName: string }) => r.customerName)).not.toContain(review.customerName);
    });

    it("is approved by the admin, who gets the approved row back", async () => {
      const row = await submitted();
      const res = await suite.admin.put(`/api/reviews/${row.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.approved).toBe(true);
    });

    it("shows publicly once approved, newest first", async () => {
      const older = validReview();
      const newer = validReview();
      await approved(older);
      await approved(newer);
      // The later submission sorts first even when both land in the same millisecond range.
      await suite.app.db
        .update(reviews)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(reviews.customerName, older.customerName));
      const names = await publicNames();
      expect(names.indexOf(newer.customerName)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(newer.customerName)).toBeLessThan(names.indexOf(older.customerName));
    });

    it("shows the comment as typed, markup included, with the public fields only", async () => {
      const review = { ...validReview(), comment: `<script>alert("x")</script> طعم رائع & "ممتاز"` };
      await approved(review);
      const list = await suite.app.client().get("/api/reviews/approved");
      const shown = list.body.find((r: { customerName: string }) => r.customerName === review.customerName);
      expect(shown.comment).toBe(review.comment);
      expect(Object.keys(shown).sort()).toEqual(["comment", "createdAt", "customerName", "id", "rating"]);
      expect((await rowByName(review.customerName)).comment).toBe(review.comment);
    });

    it("ignores a forged approval", async () => {
      const forged = { ...validReview(), approved: true };
      const res = await suite.app.client().post("/api/submit-review", forged);
      expect(res.status).toBe(201);
      expect(res.body.approved).toBe(false);
      expect((await rowByName(forged.customerName)).approved).toBe(false);
      expect(await publicNames()).not.toContain(forged.customerName);
    });

    it.each([
      [{ customerName: "أ" }, "customerName", "الاسم يجب أن يكون حرفين على الأقل"],
      [{ customerName: "   " }, "customerName", "الاسم يجب أن يكون حرفين على الأقل"],
      [{ customerName: undefined }, "customerName", "الاسم يجب أن يكون حرفين على الأقل"],
      [{ rating: 0 }, "rating", "يجب اختيار التقييم"],
      [{ rating: undefined }, "rating", "يجب اختيار التقييم"],
      [{ rating: 6 }, "rating", "التقييم يجب أن يكون بين 1 و 5"],
      [{ rating: 3.5 }, "rating", "التقييم يجب أن يكون بين 1 و 5"],
      [{ comment: "قصير جدا" }, "comment", "الرأي يجب أن يكون 10 أحرف على الأقل"],
      [{ comment: "          ممتاز   " }, "comment", "الرأي يجب أن يكون 10 أحرف على الأقل"],
    ])("is refused for %o with its Arabic message, and nothing is stored", async (change, path, message) => {
      const body = { ...validReview(), ...change };
      const before = await suite.app.db.select().from(reviews).orderBy(reviews.id);
      const res = await suite.app.client().post("/api/submit-review", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues).toEqual([{ path, message }]);
      // Every row is still the one it was, whatever the refused body named (or left out).
      expect(await suite.app.db.select().from(reviews).orderBy(reviews.id)).toEqual(before);
    });

    it("with a filled honeypot gets a normal answer, and nothing is stored", async () => {
      const review = { ...validReview(), website: "http://spam.example" };
      const res = await suite.app.client().post("/api/submit-review", review);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ customerName: review.customerName, approved: false });
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await rowByName(review.customerName)).toBeUndefined();
    });
  });

  describe("showing and hiding", () => {
    it("hiding answers the hidden row and stores it", async () => {
      const row = await approved();
      const hidden = await suite.admin.put(`/api/reviews/${row.id}`, { isActive: false });
      expect(hidden.status).toBe(200);
      expect(hidden.body.isActive).toBe(false);
      expect((await rowByName(row.customerName)).isActive).toBe(false);
    });

    it("a hidden review leaves the public list", async () => {
      const row = await approved();
      await suite.admin.put(`/api/reviews/${row.id}`, { isActive: false });
      const publicList = await suite.app.client().get("/api/reviews/approved");
      expect(publicList.body.some((r: { id: string }) => r.id === row.id)).toBe(false);
    });

    it("a hidden review stays in the admin list, and ?active=true leaves it out", async () => {
      const row = await approved();
      await suite.admin.put(`/api/reviews/${row.id}`, { isActive: false });
      const all = await suite.admin.get("/api/reviews");
      expect(all.body.find((r: { id: string }) => r.id === row.id)).toMatchObject({ approved: true, isActive: false });
      const activeOnly = await suite.admin.get("/api/reviews?active=true");
      expect(activeOnly.body.some((r: { id: string }) => r.id === row.id)).toBe(false);
    });

    it("refuses a non-boolean isActive and keeps the stored value", async () => {
      const row = await submitted();
      const res = await suite.admin.put(`/api/reviews/${row.id}`, { isActive: "no" });
      expect(res.status).toBe(400);
      expect((await rowByName(row.customerName)).isActive).toBe(true);
    });
  });

  describe("added by the admin", () => {
    it("gets rating 5 by default and starts pending, whatever approval was sent", async () => {
      const name = unique("مضاف ");
      const res = await suite.admin.post("/api/reviews", {
        customerName: name,
        comment: "تقييم من الهاتف",
        approved: true,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ customerName: name, rating: 5, approved: false, isActive: true });
      expect(await rowByName(name)).toMatchObject({ rating: 5, approved: false });
    });

    it("is refused with an issue for each bad field", async () => {
      const bad = await suite.admin.post("/api/reviews", { customerName: "", comment: "", rating: 9 });
      expect(bad.status).toBe(400);
      expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
        "comment",
        "customerName",
        "rating",
      ]);
    });
  });

  describe("deleting", () => {
    it("answers 204 and removes the row; a second delete is 404", async () => {
      const row = await submitted();
      expect((await suite.admin.delete(`/api/reviews/${row.id}`)).status).toBe(204);
      expect(await rowByName(row.customerName)).toBeUndefined();
      expect((await suite.admin.delete(`/api/reviews/${row.id}`)).status).toBe(404);
    });
  });

  describe("an unknown or malformed id", () => {
    const calls = [
      ["approve", (id: string) => suite.admin.put(`/api/reviews/${id}/approve`)],
      ["show or hide", (id: string) => suite.admin.put(`/api/reviews/${id}`, { isActive: true })],
      ["delete", (id: string) => suite.admin.delete(`/api/reviews/${id}`)],
    ] as const;
    const ids = ["not-a-uuid", "1", "00000000-0000-4000-8000-000000000000"];
    it.each(calls.flatMap(([name, call]) => ids.map((id) => [name, id, call] as const)))(
      "%s %s: 404 with the review's own message",
      async (_name, id, call) => {
        const res = await call(id);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(NOT_FOUND);
      },
    );
  });

  describe("the admin endpoints", () => {
    it.each([
      ["GET /api/reviews", () => suite.app.client().get("/api/reviews")],
      ["POST /api/reviews", () => suite.app.client().post("/api/reviews", { customerName: "x", comment: "y" })],
    ])("%s needs an admin session (401)", async (_name, call) => {
      expect((await call()).status).toBe(401);
    });

    it.each([
      ["PUT /api/reviews/:id/approve", (id: string) => suite.app.client().put(`/api/reviews/${id}/approve`)],
      ["PUT /api/reviews/:id", (id: string) => suite.app.client().put(`/api/reviews/${id}`, { isActive: false })],
      ["DELETE /api/reviews/:id", (id: string) => suite.app.client().delete(`/api/reviews/${id}`)],
    ])("%s needs an admin session (401) and changes nothing", async (_name, call) => {
      const row = await submitted();
      expect((await call(row.id)).status).toBe(401);
      expect(await rowByName(row.customerName)).toMatchObject({ approved: false, isActive: true });
    });
  });
});

describe("the review submission rate limit", () => {
  const suite = startAdminApp({ submitRateLimit: 3 });

  it("answers 429 in Arabic past the per-minute limit and stores nothing more", async () => {
    holdClockInOneWindow();
    const client = suite.app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await client.post("/api/submit-review", validReview(`محدود ${i} ${unique()}`))).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await client.post("/api/submit-review", validReview());
    expect(limited.body.message).toBe("لقد أرسلت طلبات كثيرة، يرجى المحاولة بعد دقيقة");
    expect(await suite.app.db.select().from(reviews)).toHaveLength(3);
  });
});

describe("the public reviews, page by page", () => {
  const suite = startAdminApp();
  const shownNames = Array.from({ length: 8 }, (_, n) => `ظاهر ${n + 1}`);

  beforeAll(async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    // Eight shown reviews, "ظاهر 1" the newest; a pending and a hidden one newer than all of them.
    await suite.app.db.insert(reviews).values([
      ...shownNames.map((customerName, n) => ({
        customerName,
        rating: 5,
        comment: "تعليق طويل بما يكفي",
        approved: true,
        isActive: true,
        createdAt: at(10 + n),
      })),
      {
        customerName: "بانتظار",
        rating: 5,
        comment: "تعليق طويل بما يكفي",
        approved: false,
        isActive: true,
        createdAt: at(1),
      },
      {
        customerName: "مخفي",
        rating: 5,
        comment: "تعليق طويل بما يكفي",
        approved: true,
        isActive: false,
        createdAt: at(2),
      },
    ]);
  });

  const get = (query = "") => suite.app.client().get(`/api/reviews/approved${query}`);
  const names = (body: { customerName: string }[]) => body.map((r) => r.customerName);
  const totalOf = (res: { headers: Headers }) => Number(res.headers.get("X-Total-Count"));
  /** The `after` cursor of the review shown last in a page. */
  const cursorAfter = (page: { createdAt: string; id: string }[]) => {
    const last = page.at(-1);
    if (!last) throw new Error("an empty page has no last review");
    return encodeURIComponent(`${last.createdAt},${last.id}`);
  };

  it("answers the plain array of every approved and shown review without paging, newest first", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(names(res.body)).toEqual(shownNames);
    expect(totalOf(res)).toBe(8);
  });

  it("answers a page by number as a plain array, the total of all in X-Total-Count", async () => {
    const first = await get("?page=1&pageSize=6");
    expect(first.status).toBe(200);
    expect(names(first.body)).toEqual(shownNames.slice(0, 6));
    expect(totalOf(first)).toBe(8);
    const second = await get("?page=2");
    expect(names(second.body)).toEqual(shownNames.slice(6));
    expect(totalOf(second)).toBe(8);
    const past = await get("?page=3");
    expect(past.body).toEqual([]);
    expect(totalOf(past)).toBe(8);
  });

  it("takes a page size from 1 to 24", async () => {
    expect(names((await get("?pageSize=1")).body)).toEqual(["ظاهر 1"]);
    expect(names((await get("?page=3&pageSize=3")).body)).toEqual(shownNames.slice(6));
    expect(names((await get("?pageSize=24")).body)).toEqual(shownNames);
  });

  it("answers the home page's first page (one more than it shows) from its cache with the total too", async () => {
    for (let ask = 0; ask < 2; ask++) {
      const res = await get(`?pageSize=${REVIEWS_PAGE_SIZE + 1}`);
      expect(names(res.body)).toEqual(shownNames.slice(0, 7));
      expect(totalOf(res)).toBe(8);
    }
  });

  it("answers the page just past a review, as a plain array with the total", async () => {
    const first = await get("?pageSize=3");
    expect(names(first.body)).toEqual(shownNames.slice(0, 3));
    const next = await get(`?after=${cursorAfter(first.body)}&pageSize=3`);
    expect(next.status).toBe(200);
    expect(names(next.body)).toEqual(shownNames.slice(3, 6));
    expect(totalOf(next)).toBe(8);
    const rest = await get(`?after=${cursorAfter(next.body)}`);
    expect(names(rest.body)).toEqual(shownNames.slice(6));
  });

  it("skips nothing when a shown review is hidden between two pages", async () => {
    const first = await get("?pageSize=4");
    expect(names(first.body)).toEqual(shownNames.slice(0, 4));
    // The last review of the first page, and one of its neighbours, hidden before the next page.
    const hiddenIds = [first.body[3].id, first.body[2].id];
    for (const id of hiddenIds)
      expect((await suite.admin.put(`/api/reviews/${id}`, { isActive: false })).status).toBe(200);
    try {
      const next = await get(`?after=${cursorAfter(first.body)}&pageSize=4`);
      expect(next.status).toBe(200);
      expect(names(next.body)).toEqual(shownNames.slice(4, 8));
      expect(totalOf(next)).toBe(6);
    } finally {
      for (const id of hiddenIds) await suite.admin.put(`/api/reviews/${id}`, { isActive: true });
    }
  });

  it("skips nothing past a review deleted since it was shown", async () => {
    const [row] = await suite.app.db
      .insert(reviews)
      .values({
        customerName: "محذوف",
        rating: 5,
        comment: "تعليق طويل بما يكفي",
        approved: true,
        isActive: true,
        createdAt: new Date(Date.now() - 13.5 * 60_000),
      })
      .returning();
    const page = await get("?pageSize=5");
    expect(names(page.body)).toEqual([...shownNames.slice(0, 4), "محذوف"]);
    expect((await suite.admin.delete(`/api/reviews/${row.id}`)).status).toBe(204);
    const next = await get(`?after=${cursorAfter(page.body)}&pageSize=5`);
    expect(names(next.body)).toEqual(shownNames.slice(4));
  });

  it.each([
    ["?pageSize=0", "حجم الصفحة غير صحيح"],
    ["?pageSize=25", "حجم الصفحة غير صحيح"],
    ["?pageSize=2.5", "حجم الصفحة غير صحيح"],
    ["?page=0", "رقم الصفحة غير صحيح"],
    ["?page=abc", "رقم الصفحة غير صحيح"],
    ["?after=abc", "موضع الصفحة غير صحيح"],
    ["?after=2025-01-01T00:00:00.000Z,not-an-id", "موضع الصفحة غير صحيح"],
    [
      `?after=${encodeURIComponent("2025-01-01T00:00:00.000Z,0b8e2f4c-6a1d-4c3e-9f2a-1b2c3d4e5f60")}&page=2`,
      "رقم الصفحة غير صحيح",
    ],
  ])("refuses %s with its Arabic message", async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
