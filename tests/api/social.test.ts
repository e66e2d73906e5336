import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { socialLinks } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import type { TestClient } from "../support/http";
import type { TestApp } from "../support/test-app";

describe("social links", () => {
  const suite = startAdminApp();
  let app: TestApp;
  let admin: TestClient;
  beforeAll(() => {
    ({ app, admin } = suite);
  });

  const rowById = async (id: string) => (await app.db.select().from(socialLinks).where(eq(socialLinks.id, id)))[0];

  /** A fresh Instagram link; each test names its own address, as one address takes one link. */
  const addInstagram = async (account: string) => {
    const platform = unique("Instagram ");
    const created = await admin.post("/api/social-links", {
      platform,
      url: `instagram.com/${account}`,
      icon: "Instagram",
    });
    expect(created.status).toBe(201);
    return { platform, link: created.body as { id: string } };
  };

  it("creates a link with a full address and a lower-case icon", async () => {
    const platform = unique("Instagram ");
    const created = await admin.post("/api/social-links", {
      platform,
      url: "instagram.com/broasted.jo",
      icon: "Instagram",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ platform, url: "https://instagram.com/broasted.jo", icon: "instagram" });
    expect(await rowById(created.body.id)).toMatchObject({ icon: "instagram" });
  });

  it("lists links publicly", async () => {
    const { platform, link } = await addInstagram("broasted.listed");
    const publicList = await app.client().get("/api/social-links");
    expect(publicList.status).toBe(200);
    expect(publicList.body.find((l: { id: string }) => l.id === link.id)).toMatchObject({ platform });
  });

  it("edits the icon and address only, keeping the name", async () => {
    const { platform, link } = await addInstagram("broasted.edited");
    const updated = await admin.put(`/api/social-links/${link.id}`, {
      icon: "WHATSAPP",
      url: "https://wa.me/962790000000",
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ platform, icon: "whatsapp", url: "https://wa.me/962790000000" });
    expect(await rowById(link.id)).toMatchObject({ icon: "whatsapp", url: "https://wa.me/962790000000" });
  });

  it("takes a full edit", async () => {
    const { link } = await addInstagram("broasted.replaced");
    const full = await admin.put(`/api/social-links/${link.id}`, {
      platform: "TikTok",
      url: "https://www.tiktok.com/@broasted",
      icon: "tiktok",
    });
    expect(full.body).toMatchObject({ platform: "TikTok", icon: "tiktok" });
  });

  it("deletes a link", async () => {
    const { link } = await addInstagram("broasted.deleted");
    expect((await admin.delete(`/api/social-links/${link.id}`)).status).toBe(204);
    expect(await rowById(link.id)).toBeUndefined();
  });

  it("accepts every icon of the fixed list, case-insensitively, with a link to that platform", async () => {
    const links = {
      facebook: "https://m.facebook.com/broasted.icons",
      Instagram: "https://www.instagram.com/broasted.icons",
      TWITTER: "https://x.com/broasted_icons",
      WhatsApp: "https://wa.me/962790000001",
      TikTok: "https://www.tiktok.com/@broasted.icons",
      YouTube: "https://youtu.be/broastedicons",
    };
    for (const [icon, url] of Object.entries(links)) {
      const res = await admin.post("/api/social-links", { platform: icon, url, icon });
      expect(res.status, url).toBe(201);
      expect(res.body.icon).toBe(icon.toLowerCase());
    }
  });

  it("refuses a link that does not lead to the chosen platform, on create and on edit, storing nothing", async () => {
    const before = await app.db.select().from(socialLinks);
    const mismatch = await admin.post("/api/social-links", {
      platform: "YouTube",
      url: "https://www.tiktok.com/@broasted.mismatch",
      icon: "youtube",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.issues).toEqual([{ path: "url", message: "الرابط لا يخص المنصة المختارة" }]);
    // A look-alike host is not the platform either.
    const lookAlike = await admin.post("/api/social-links", {
      platform: "Facebook",
      url: "https://notfacebook.com/broasted",
      icon: "facebook",
    });
    expect(lookAlike.status).toBe(400);
    expect(await app.db.select().from(socialLinks)).toHaveLength(before.length);

    const { body: link } = await admin.post("/api/social-links", {
      platform: "YouTube",
      url: "https://www.youtube.com/@broasted.mismatch",
      icon: "youtube",
    });
    // Changing only the icon, only the address, or both, is checked against what the link would become.
    for (const change of [
      { icon: "tiktok" },
      { url: "https://www.tiktok.com/@broasted.mismatch" },
      { icon: "instagram", url: "https://www.tiktok.com/@broasted.mismatch" },
    ]) {
      const res = await admin.put(`/api/social-links/${link.id}`, change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe("الرابط لا يخص المنصة المختارة");
    }
    expect(await rowById(link.id)).toMatchObject({
      icon: "youtube",
      url: "https://www.youtube.com/@broasted.mismatch",
    });
    const both = await admin.put(`/api/social-links/${link.id}`, {
      icon: "tiktok",
      url: "https://www.tiktok.com/@broasted.mismatch",
    });
    expect(both.status).toBe(200);
  });

  it("refuses a second link to the same address, however it is written, on create and on edit", async () => {
    const { body: first } = await admin.post("/api/social-links", {
      platform: "Instagram",
      url: "https://www.instagram.com/broasted.twice",
      icon: "instagram",
    });
    const before = await app.db.select().from(socialLinks);
    for (const url of [
      "https://www.instagram.com/broasted.twice",
      "instagram.com/broasted.twice/",
      "http://WWW.Instagram.com/broasted.twice",
    ]) {
      const res = await admin.post("/api/social-links", { platform: "انستغرام", url, icon: "instagram" });
      expect(res.status, url).toBe(409);
      expect(res.body).toEqual({ code: "conflict", message: "هذا الرابط مضاف مسبقاً" });
    }
    expect(await app.db.select().from(socialLinks)).toHaveLength(before.length);

    const { body: other } = await admin.post("/api/social-links", {
      platform: "Instagram 2",
      url: "https://www.instagram.com/broasted.other",
      icon: "instagram",
    });
    const onto = await admin.put(`/api/social-links/${other.id}`, { url: "https://instagram.com/broasted.twice" });
    expect(onto.status).toBe(409);
    expect(await rowById(other.id)).toMatchObject({ url: "https://www.instagram.com/broasted.other" });
    // Saving a link with its own address is no duplicate.
    expect((await admin.put(`/api/social-links/${first.id}`, { url: first.url, platform: "IG" })).status).toBe(200);

    // Racing creates of one address store one link.
    const url = "https://www.instagram.com/broasted.race";
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => admin.post("/api/social-links", { platform: "IG", url, icon: "instagram" })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await app.db.select().from(socialLinks).where(eq(socialLinks.url, url))).toHaveLength(1);
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
      (await visitor.post("/api/social-links", { platform: "a", url: "https://facebook.com/a", icon: "facebook" }))
        .status,
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
