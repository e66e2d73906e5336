import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { socialLinks } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";

describe("social links", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const rowById = async (id: string) => (await app.db.select().from(socialLinks).where(eq(socialLinks.id, id)))[0];

  it("creates, lists publicly, updates and deletes a link", async () => {
    const platform = unique("Instagram ");
    const created = await admin.post("/api/social-links", {
      platform,
      url: "instagram.com/broasted.jo",
      icon: "Instagram",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ platform, url: "https://instagram.com/broasted.jo", icon: "instagram" });
    expect(await rowById(created.body.id)).toMatchObject({ icon: "instagram" });

    const publicList = await app.client().get("/api/social-links");
    expect(publicList.status).toBe(200);
    expect(publicList.body.find((l: { id: string }) => l.id === created.body.id)).toMatchObject({ platform });

    const updated = await admin.put(`/api/social-links/${created.body.id}`, {
      icon: "WHATSAPP",
      url: "https://wa.me/962790000000",
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ platform, icon: "whatsapp", url: "https://wa.me/962790000000" });
    expect(await rowById(created.body.id)).toMatchObject({ icon: "whatsapp", url: "https://wa.me/962790000000" });

    const full = await admin.put(`/api/social-links/${created.body.id}`, {
      platform: "TikTok",
      url: "https://www.tiktok.com/@broasted",
      icon: "tiktok",
    });
    expect(full.body).toMatchObject({ platform: "TikTok", icon: "tiktok" });

    expect((await admin.delete(`/api/social-links/${created.body.id}`)).status).toBe(204);
    expect(await rowById(created.body.id)).toBeUndefined();
  });

  it("accepts every icon of the fixed list, case-insensitively", async () => {
    for (const icon of ["facebook", "Instagram", "TWITTER", "WhatsApp", "TikTok", "YouTube"]) {
      const res = await admin.post("/api/social-links", { platform: icon, url: "https://example.com/x", icon });
      expect(res.status).toBe(201);
      expect(res.body.icon).toBe(icon.toLowerCase());
    }
  });

  it("refuses missing fields, a bad URL and an unknown icon, storing nothing", async () => {
    const before = (await app.db.select().from(socialLinks)).length;
    const empty = await admin.post("/api/social-links", {});
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([
      { path: "platform", message: "اسم المنصة مطلوب" },
      { path: "url", message: "الرابط مطلوب" },
      { path: "icon", message: "يجب اختيار المنصة من القائمة" },
    ]);
    const bad = await admin.post("/api/social-links", { platform: "x", url: "not a url", icon: "myspace" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { message: string }) => i.message)).toEqual([
      "يجب إدخال رابط صحيح",
      "يجب اختيار المنصة من القائمة",
    ]);
    expect(await app.db.select().from(socialLinks)).toHaveLength(before);

    const { body: link } = await admin.post("/api/social-links", {
      platform: "f",
      url: "https://facebook.com/b",
      icon: "facebook",
    });
    expect((await admin.put(`/api/social-links/${link.id}`, {})).status).toBe(400);
    expect((await admin.put(`/api/social-links/${link.id}`, { icon: "myspace" })).status).toBe(400);
    expect(await rowById(link.id)).toMatchObject({ icon: "facebook" });
  });

  it("keeps writes admin-only and unknown ids 404", async () => {
    const visitor = app.client();
    const { body: link } = await admin.post("/api/social-links", {
      platform: "YouTube",
      url: "https://youtube.com/@b",
      icon: "youtube",
    });
    expect(
      (await visitor.post("/api/social-links", { platform: "a", url: "https://a.com", icon: "facebook" })).status,
    ).toBe(401);
    expect((await visitor.put(`/api/social-links/${link.id}`, { platform: "hacked" })).status).toBe(401);
    expect((await visitor.delete(`/api/social-links/${link.id}`)).status).toBe(401);
    expect(await rowById(link.id)).toMatchObject({ platform: "YouTube" });
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const put = await admin.put(`/api/social-links/${id}`, { platform: "x" });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe("الرابط غير موجود");
      expect((await admin.delete(`/api/social-links/${id}`)).status).toBe(404);
    }
  });
});
