import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { customerReels } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { holdClockInOneWindow } from "../support/frozen-clock";

const reel = (videoUrl = "https://www.youtube.com/watch?v=dQw4w9WgXcQ", name = unique("زبون ")) => ({
  customerName: name,
  videoUrl,
  videoPlatform: "upload",
  isActive: true,
});

describe("customer reels", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const rowByName = async (name: string) =>
    (await app.db.select().from(customerReels).where(eq(customerReels.customerName, name)))[0];

  it("a reel waits for approval, then shows publicly with the fields of SPEC.md 7.1", async () => {
    const visitor = app.client();
    const body = reel("youtu.be/dQw4w9WgXcQ");
    const res = await visitor.post("/api/submit-reel", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customerName: body.customerName,
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      videoPlatform: "youtube",
      approved: false,
    });
    const before = await visitor.get("/api/customer-reels/approved");
    expect(before.body.some((r: { customerName: string }) => r.customerName === body.customerName)).toBe(false);

    const approved = await admin.put(`/api/customer-reels/${res.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.approved).toBe(true);
    expect((await rowByName(body.customerName)).approved).toBe(true);

    const after = await visitor.get("/api/customer-reels/approved");
    expect(after.body.find((r: { id: string }) => r.id === res.body.id)).toEqual({
      id: res.body.id,
      customerName: body.customerName,
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      videoPlatform: "youtube",
    });
  });

  it("lists approved reels newest first and hides inactive ones from the public", async () => {
    const older = reel();
    const newer = reel();
    const hidden = reel();
    for (const body of [older, newer, hidden]) {
      const { body: created } = await app.client().post("/api/submit-reel", body);
      await admin.put(`/api/customer-reels/${created.id}/approve`);
    }
    await app.db
      .update(customerReels)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(customerReels.customerName, older.customerName));
    const hiddenRow = await rowByName(hidden.customerName);
    const toggled = await admin.put(`/api/customer-reels/${hiddenRow.id}`, { isActive: false });
    expect(toggled.status).toBe(200);
    expect((await rowByName(hidden.customerName)).isActive).toBe(false);

    const names = (await app.client().get("/api/customer-reels/approved")).body.map(
      (r: { customerName: string }) => r.customerName,
    );
    expect(names).not.toContain(hidden.customerName);
    expect(names.indexOf(newer.customerName)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(newer.customerName)).toBeLessThan(names.indexOf(older.customerName));

    const all = await admin.get("/api/customer-reels");
    expect(all.status).toBe(200);
    expect(all.body.find((r: { id: string }) => r.id === hiddenRow.id)).toMatchObject({
      approved: true,
      isActive: false,
    });
    const activeOnly = await admin.get("/api/customer-reels?active=true");
    expect(activeOnly.body.some((r: { id: string }) => r.id === hiddenRow.id)).toBe(false);
  });

  it("ignores a forged approval", async () => {
    const body = { ...reel(), approved: true };
    const res = await app.client().post("/api/submit-reel", body);
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
    ["https://cdn.example.com/clips/crispy.mp4", "upload", "https://cdn.example.com/clips/crispy.mp4"],
  ])("derives the platform of %s as %s whatever the client sent", async (videoUrl, platform, stored) => {
    for (const sent of [undefined, null, "instagram", "not-a-platform"]) {
      const body = { ...reel(videoUrl), videoPlatform: sent };
      const res = await app.client().post("/api/submit-reel", body);
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
    [{ videoUrl: "فيديو المطعم" }, "videoUrl", "يجب إدخال رابط فيديو صحيح من YouTube أو Facebook أو Instagram"],
    [{ videoUrl: "javascript:alert(1)" }, "videoUrl", "يجب إدخال رابط فيديو صحيح من YouTube أو Facebook أو Instagram"],
  ])("refuses %o with its Arabic message and stores nothing", async (change, path, message) => {
    const body = { ...reel(), ...change };
    const res = await app.client().post("/api/submit-reel", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues).toEqual([{ path, message }]);
    expect(await rowByName(body.customerName)).toBeUndefined();
  });

  it("a filled honeypot gets a normal answer and nothing is stored", async () => {
    const body = { ...reel(), website: "spam" };
    const res = await app.client().post("/api/submit-reel", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerName: body.customerName, videoPlatform: "youtube", approved: false });
    expect(await rowByName(body.customerName)).toBeUndefined();
  });

  it("deletes; unknown and malformed ids are 404; admin endpoints need a session", async () => {
    const body = reel();
    const { body: created } = await app.client().post("/api/submit-reel", body);
    const visitor = app.client();
    expect((await visitor.get("/api/customer-reels")).status).toBe(401);
    expect((await visitor.put(`/api/customer-reels/${created.id}/approve`)).status).toBe(401);
    expect((await visitor.put(`/api/customer-reels/${created.id}`, { isActive: false })).status).toBe(401);
    expect((await visitor.delete(`/api/customer-reels/${created.id}`)).status).toBe(401);
    expect(await rowByName(body.customerName)).toMatchObject({ approved: false, isActive: true });

    expect((await admin.put(`/api/customer-reels/${created.id}`, { isActive: 1 })).status).toBe(400);
    expect((await admin.delete(`/api/customer-reels/${created.id}`)).status).toBe(204);
    expect(await rowByName(body.customerName)).toBeUndefined();
    for (const id of [created.id, "abc", "12345"]) {
      for (const res of [
        await admin.put(`/api/customer-reels/${id}/approve`),
        await admin.put(`/api/customer-reels/${id}`, { isActive: true }),
        await admin.delete(`/api/customer-reels/${id}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("الريل غير موجود");
      }
    }
  });
});

describe("reel submissions share the per-IP limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ submitRateLimit: 2 });
  });
  afterAll(() => app.close());

  it("answers 429 past the limit, also for honeypot hits, and stores nothing more", async () => {
    holdClockInOneWindow();
    const client = app.client();
    expect((await client.post("/api/submit-reel", reel())).status).toBe(201);
    expect((await client.post("/api/submit-reel", reel())).status).toBe(201);
    const limited = await client.post("/api/submit-reel", reel());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await client.post("/api/submit-reel", { ...reel(), website: "x" })).status).toBe(429);
    expect(await app.db.select().from(customerReels)).toHaveLength(2);
  });
});
