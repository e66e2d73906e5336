import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { REEL_MESSAGES } from "@shared/schema/reels-forms";
import { customerReels } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { holdClockInOneWindow } from "../support/frozen-clock";

const reel = (videoUrl = "https://www.youtube.com/watch?v=dQw4w9WgXcQ", name = unique("زبون ")) => ({
  customerName: name,
  videoUrl,
  videoPlatform: "upload",
  isActive: true,
});

const NOT_FOUND = "الريل غير موجود";

describe("customer reels", () => {
  const suite = startAdminApp();

  const rowByName = async (name: string) =>
    (await suite.app.db.select().from(customerReels).where(eq(customerReels.customerName, name)))[0];

  /** A visitor's reel, submitted; the answer's body. */
  const submitted = async (body = reel()) => {
    const res = await suite.app.client().post("/api/submit-reel", body);
    expect(res.status).toBe(201);
    return res.body;
  };

  /** A visitor's reel the admin has approved. */
  const approved = async (body = reel()) => {
    const created = await submitted(body);
    expect((await suite.admin.put(`/api/customer-reels/${created.id}/approve`)).status).toBe(200);
    return created;
  };

  const publicList = async () => (await suite.app.client().get("/api/customer-reels/approved")).body;

  describe("a stored link that cannot play", () => {
    /** A reel stored before links were checked, straight into the table as it was then. */
    const storedUnplayable = async (videoUrl: string, approved = false) => {
      const name = unique("زبون ");
      const [row] = await suite.app.db
        .insert(customerReels)
        .values({ customerName: name, videoUrl, videoPlatform: "upload", approved })
        .returning();
      // An admin's write, so the cached public list is read afresh.
      expect((await suite.admin.put(`/api/customer-reels/${row.id}`, { isActive: true })).status).toBe(200);
      return row;
    };

    it("cannot be approved: 409 in Arabic, and it stays waiting", async () => {
      const row = await storedUnplayable("https://example.com/");
      const res = await suite.admin.put(`/api/customer-reels/${row.id}/approve`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(REEL_MESSAGES.approveRefused);
      expect((await rowByName(row.customerName)).approved).toBe(false);
    });

    it("is never in the public list, though approved before the rule", async () => {
      const row = await storedUnplayable("https://example.com/clip", true);
      const names = (await publicList()).map((r: { customerName: string }) => r.customerName);
      expect(names).not.toContain(row.customerName);
    });

    it("a TikTok video stored as «upload» before TikTok was supported plays as TikTok, in both lists", async () => {
      const row = await storedUnplayable("https://www.tiktok.com/@broasted.jo/video/7312345678901234567", true);
      const shown = (await publicList()).find((r: { id: string }) => r.id === row.id);
      expect(shown).toMatchObject({ videoPlatform: "tiktok" });
      const listed = (await suite.admin.get("/api/customer-reels")).body.find((r: { id: string }) => r.id === row.id);
      expect(listed).toMatchObject({ videoPlatform: "tiktok" });
    });
  });

  describe("a visitor's reel", () => {
    it("is answered 201, pending, with the link completed and its platform", async () => {
      const body = reel("youtu.be/dQw4w9WgXcQ");
      const res = await suite.app.client().post("/api/submit-reel", body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        customerName: body.customerName,
        videoUrl: "https://youtu.be/dQw4w9WgXcQ",
        videoPlatform: "youtube",
        approved: false,
      });
    });

    it("stays out of the public list until approved", async () => {
      const body = reel();
      await submitted(body);
      expect((await publicList()).some((r: { customerName: string }) => r.customerName === body.customerName)).toBe(
        false,
      );
    });

    it("is approved by the admin, who gets the approved row back", async () => {
      const created = await submitted();
      const res = await suite.admin.put(`/api/customer-reels/${created.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.approved).toBe(true);
      expect((await rowByName(created.customerName)).approved).toBe(true);
    });

    it("shows publicly once approved, with its id, name, link and platform only", async () => {
      const body = reel("youtu.be/dQw4w9WgXcQ");
      const created = await approved(body);
      expect((await publicList()).find((r: { id: string }) => r.id === created.id)).toEqual({
        id: created.id,
        customerName: body.customerName,
        videoUrl: "https://youtu.be/dQw4w9WgXcQ",
        videoPlatform: "youtube",
      });
    });

    it("shows publicly newest first", async () => {
      const older = reel();
      const newer = reel();
      await approved(older);
      await approved(newer);
      await suite.app.db
        .update(customerReels)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(customerReels.customerName, older.customerName));
      const names = (await publicList()).map((r: { customerName: string }) => r.customerName);
      expect(names.indexOf(newer.customerName)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(newer.customerName)).toBeLessThan(names.indexOf(older.customerName));
    });

    it("ignores a forged approval", async () => {
      const body = { ...reel(), approved: true };
      const res = await suite.app.client().post("/api/submit-reel", body);
      expect(res.status).toBe(201);
      expect(res.body.approved).toBe(false);
      expect((await rowByName(body.customerName)).approved).toBe(false);
    });

    it.each([
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["youtube.com/shorts/dQw4w9WgXcQ", "youtube", "https://youtube.com/shorts/dQw4w9WgXcQ"],
      ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", "https://youtu.be/dQw4w9WgXcQ?si=abc"],
      ["https://www.youtube.com/embed/dQw4w9WgXcQ", "youtube", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
      [
        "https://www.facebook.com/BroastedJordan/videos/1234567890123456/",
        "facebook",
        "https://www.facebook.com/BroastedJordan/videos/1234567890123456/",
      ],
      ["fb.watch/qRsTuV1wXy/", "facebook", "https://fb.watch/qRsTuV1wXy/"],
      ["https://www.instagram.com/reel/C4aBcD_eF-g/", "instagram", "https://www.instagram.com/reel/C4aBcD_eF-g/"],
      ["instagram.com/p/C3xYz12AbCd", "instagram", "https://instagram.com/p/C3xYz12AbCd"],
      ["https://www.instagram.com/tv/B8kLmNoPqRs/", "instagram", "https://www.instagram.com/tv/B8kLmNoPqRs/"],
      [
        "https://www.tiktok.com/@broasted.jo/video/7312345678901234567",
        "tiktok",
        "https://www.tiktok.com/@broasted.jo/video/7312345678901234567",
      ],
      ["tiktok.com/embed/v2/7312345678901234567", "tiktok", "https://tiktok.com/embed/v2/7312345678901234567"],
      ["https://cdn.example.com/clips/crispy.mp4", "upload", "https://cdn.example.com/clips/crispy.mp4"],
    ])("derives the platform of %s as %s whatever the client sent", async (videoUrl, platform, stored) => {
      for (const sent of [undefined, null, "instagram", "not-a-platform"]) {
        const body = { ...reel(videoUrl), videoPlatform: sent };
        const res = await suite.app.client().post("/api/submit-reel", body);
        expect(res.status).toBe(201);
        expect(res.body.videoPlatform).toBe(platform);
        expect(await rowByName(body.customerName)).toMatchObject({ videoPlatform: platform, videoUrl: stored });
      }
    });

    it.each([
      [{ customerName: "س" }, "customerName", "الاسم يجب أن يكون حرفين على الأقل"],
      [{ videoUrl: "" }, "videoUrl", "يجب إدخال رابط الفيديو"],
      [{ videoUrl: "   " }, "videoUrl", "يجب إدخال رابط الفيديو"],
      [{ videoUrl: undefined }, "videoUrl", "يجب إدخال رابط الفيديو"],
      [
        { videoUrl: "فيديو المطعم" },
        "videoUrl",
        "يجب إدخال رابط فيديو صحيح من YouTube أو Facebook أو Instagram أو TikTok",
      ],
      [
        { videoUrl: "javascript:alert(1)" },
        "videoUrl",
        "يجب إدخال رابط فيديو صحيح من YouTube أو Facebook أو Instagram أو TikTok",
      ],
    ])("is refused for %o with its Arabic message, and nothing is stored", async (change, path, message) => {
      const body = { ...reel(), ...change };
      const res = await suite.app.client().post("/api/submit-reel", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues).toEqual([{ path, message }]);
      expect(await rowByName(body.customerName)).toBeUndefined();
    });

    it("with a filled honeypot gets a normal answer, and nothing is stored", async () => {
      const body = { ...reel(), website: "spam" };
      const res = await suite.app.client().post("/api/submit-reel", body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ customerName: body.customerName, videoPlatform: "youtube", approved: false });
      expect(await rowByName(body.customerName)).toBeUndefined();
    });
  });

  describe("showing and hiding", () => {
    it("hiding answers 200 and stores it", async () => {
      const created = await approved();
      const toggled = await suite.admin.put(`/api/customer-reels/${created.id}`, { isActive: false });
      expect(toggled.status).toBe(200);
      expect((await rowByName(created.customerName)).isActive).toBe(false);
    });

    it("a hidden reel leaves the public list", async () => {
      const created = await approved();
      await suite.admin.put(`/api/customer-reels/${created.id}`, { isActive: false });
      const names = (await publicList()).map((r: { customerName: string }) => r.customerName);
      expect(names).not.toContain(created.customerName);
    });

    it("a hidden reel stays in the admin list, and ?active=true leaves it out", async () => {
      const created = await approved();
      await suite.admin.put(`/api/customer-reels/${created.id}`, { isActive: false });
      const all = await suite.admin.get("/api/customer-reels");
      expect(all.status).toBe(200);
      expect(all.body.find((r: { id: string }) => r.id === created.id)).toMatchObject({
        approved: true,
        isActive: false,
      });
      const activeOnly = await suite.admin.get("/api/customer-reels?active=true");
      expect(activeOnly.body.some((r: { id: string }) => r.id === created.id)).toBe(false);
    });

    it("refuses a non-boolean isActive", async () => {
      const created = await submitted();
      expect((await suite.admin.put(`/api/customer-reels/${created.id}`, { isActive: 1 })).status).toBe(400);
    });
  });

  describe("deleting", () => {
    it("answers 204 and removes the row", async () => {
      const created = await submitted();
      expect((await suite.admin.delete(`/api/customer-reels/${created.id}`)).status).toBe(204);
      expect(await rowByName(created.customerName)).toBeUndefined();
    });
  });

  describe("an unknown or malformed id", () => {
    const calls = [
      ["approve", (id: string) => suite.admin.put(`/api/customer-reels/${id}/approve`)],
      ["show or hide", (id: string) => suite.admin.put(`/api/customer-reels/${id}`, { isActive: true })],
      ["delete", (id: string) => suite.admin.delete(`/api/customer-reels/${id}`)],
    ] as const;
    const ids = ["abc", "12345"];
    it.each(calls.flatMap(([name, call]) => ids.map((id) => [name, id, call] as const)))(
      "%s %s: 404 with the reel's own message",
      async (_name, id, call) => {
        const res = await call(id);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(NOT_FOUND);
      },
    );

    it.each(calls)("%s a deleted reel: 404 with the reel's own message", async (_name, call) => {
      const created = await submitted();
      expect((await suite.admin.delete(`/api/customer-reels/${created.id}`)).status).toBe(204);
      const res = await call(created.id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    });
  });

  describe("the admin endpoints", () => {
    it("GET /api/customer-reels needs an admin session (401)", async () => {
      expect((await suite.app.client().get("/api/customer-reels")).status).toBe(401);
    });

    it.each([
      [
        "PUT /api/customer-reels/:id/approve",
        (id: string) => suite.app.client().put(`/api/customer-reels/${id}/approve`),
      ],
      [
        "PUT /api/customer-reels/:id",
        (id: string) => suite.app.client().put(`/api/customer-reels/${id}`, { isActive: false }),
      ],
      ["DELETE /api/customer-reels/:id", (id: string) => suite.app.client().delete(`/api/customer-reels/${id}`)],
    ])("%s needs an admin session (401) and changes nothing", async (_name, call) => {
      const created = await submitted();
      expect((await call(created.id)).status).toBe(401);
      expect(await rowByName(created.customerName)).toMatchObject({ approved: false, isActive: true });
    });
  });
});

describe("reel submissions share the per-IP limit", () => {
  const suite = startAdminApp({ submitRateLimit: 2 });

  it("answers 429 past the limit, also for honeypot hits, and stores nothing more", async () => {
    holdClockInOneWindow();
    const client = suite.app.client();
    expect((await client.post("/api/submit-reel", reel())).status).toBe(201);
    expect((await client.post("/api/submit-reel", reel())).status).toBe(201);
    const limited = await client.post("/api/submit-reel", reel());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await client.post("/api/submit-reel", { ...reel(), website: "x" })).status).toBe(429);
    expect(await suite.app.db.select().from(customerReels)).toHaveLength(2);
  });
});
