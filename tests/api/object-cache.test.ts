import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { imageKeys } from "../../server/storage/object-storage";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";

// Public images are kept in memory once served; a deleted one must stop being served at once.
describe("public image files served from memory", () => {
  const suite = startAdminApp();

  const get = (url: string) => fetch(suite.app.baseUrl + url);

  it("serves the same bytes and headers again, and a 404 once an admin's edit deletes the file", async () => {
    const id = crypto.randomUUID();
    const bytes = crypto.randomBytes(4096);
    for (const key of imageKeys(id)) await suite.app.deps.storage.write(key, bytes, "image/webp");
    const imageUrl = `/objects/${id}.webp`;
    const dish = await suite.admin.post("/api/menu-items", { name: unique("زنجر "), sandwichPrice: "2.50", imageUrl });
    expect(dish.status).toBe(201);

    for (let i = 0; i < 2; i++) {
      const res = await get(imageUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toMatch(/immutable/);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // The file is gone from disk but still in memory: only the admin write may end that.
    await suite.app.deps.storage.removeImage(id);
    expect((await get(imageUrl)).status).toBe(200);

    expect((await suite.admin.delete(`/api/menu-items/${dish.body.id}`)).status).toBe(204);
    const gone = await get(imageUrl);
    expect(gone.status).toBe(404);
    expect((await gone.json()).message).toBe("الصورة غير موجودة");
  });
});
