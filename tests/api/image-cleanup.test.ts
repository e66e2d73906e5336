// Edge cases of deleting stored images that need no second backend: unsafe ids, failing storage, legacy URLs.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { menuItems, offers } from "../../server/db/schema";
import { log } from "../../server/observability/logger";
import { LocalStorage } from "../../server/storage/local-storage";
import { imageKeys } from "../../server/storage/object-storage";
import { startAdminApp } from "../support/admin-app";
import { createMenuCategory, unique } from "../support/factories";
import { startTestApp, type TestApp } from "../support/test-app";

const WEBP = Buffer.from("RIFF....WEBP");

/** Writes a fake processed image (full + variants) straight to storage; returns its imageUrl. */
async function storeImage(app: TestApp, id = crypto.randomUUID()) {
  for (const key of imageKeys(id)) await app.deps.storage.write(key, WEBP, "image/webp");
  return `/objects/${id}.webp`;
}
const filesOf = (app: TestApp) => fs.readdirSync(path.join(app.deps.config.dataDir, "objects", "images")).sort();

describe("removeImage key rules", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("removes the full image and its six variants, nothing else", async () => {
    const keep = await storeImage(app);
    const id = crypto.randomUUID();
    await storeImage(app, id);
    expect(imageKeys(id)).toEqual([
      `images/${id}.webp`,
      `images/${id}-w240.webp`,
      `images/${id}-w320.webp`,
      `images/${id}-w480.webp`,
      `images/${id}-w640.webp`,
      `images/${id}-w800.webp`,
      `images/${id}-w1024.webp`,
    ]);
    await app.deps.storage.removeImage(id);
    const keepId = keep.slice(9, -5);
    expect(filesOf(app)).toEqual([
      `${keepId}-w1024.webp`,
      `${keepId}-w240.webp`,
      `${keepId}-w320.webp`,
      `${keepId}-w480.webp`,
      `${keepId}-w640.webp`,
      `${keepId}-w800.webp`,
      `${keepId}.webp`,
    ]);
    // Already gone is not an error.
    await expect(app.deps.storage.removeImage(id)).resolves.toBeUndefined();
  });

  it("refuses ids that are not a lower-case uuid, touching nothing", async () => {
    await storeImage(app);
    const before = filesOf(app);
    fs.writeFileSync(path.join(app.deps.config.dataDir, "session-secret"), "keep me");
    for (const id of [
      "",
      "../session-secret",
      "../../etc/passwd",
      `${crypto.randomUUID()}/../x`,
      crypto.randomUUID().toUpperCase(),
      "*",
    ]) {
      expect(() => imageKeys(id), id).toThrow(/unsafe image id/);
      await expect(app.deps.storage.removeImage(id), id).rejects.toThrow(/unsafe image id/);
    }
    expect(filesOf(app)).toEqual(before);
    expect(fs.readFileSync(path.join(app.deps.config.dataDir, "session-secret"), "utf8")).toBe("keep me");
  });
});

/** Local disk whose image deletes always fail, as an unreachable bucket would. */
class FailingDeleteStorage extends LocalStorage {
  override async removeImage(_id: string): Promise<void> {
    throw new Error("storage is down");
  }
}

describe("when stored files cannot be deleted", () => {
  const suite = startAdminApp({}, { storage: (dataDir, secret) => new FailingDeleteStorage(dataDir, secret) });
  afterEach(() => vi.restoreAllMocks());

  it("the delete and the edit still succeed and the failure is logged", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const imageUrl = await storeImage(suite.app);
    const item = (await suite.admin.post("/api/menu-items", { name: unique("صنف "), imageUrl })).body;
    const deleted = await suite.admin.delete(`/api/menu-items/${item.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(await suite.app.db.select().from(menuItems).where(eq(menuItems.id, item.id))).toEqual([]);

    const offerImage = await storeImage(suite.app);
    const offer = (
      await suite.admin.post("/api/offers", {
        title: unique("عرض "),
        originalPrice: 5,
        discountedPrice: 4,
        imageUrl: offerImage,
      })
    ).body;
    const edited = await suite.admin.put(`/api/offers/${offer.id}`, {
      title: offer.title,
      originalPrice: 5,
      discountedPrice: 4,
      imageUrl: null,
    });
    expect(edited.status).toBe(200);
    expect((await suite.app.db.select().from(offers).where(eq(offers.id, offer.id)))[0].imageUrl).toBeNull();

    const lines = logged.mock.calls.map((call) => [(call[0] as unknown as { imageUrl: string }).imageUrl, call[1]]);
    expect(lines).toEqual([
      [imageUrl, "could not delete a stored image"],
      [offerImage, "could not delete a stored image"],
    ]);
    // The files are still there (they could not be deleted) and still served.
    expect((await fetch(suite.app.baseUrl + imageUrl)).status).toBe(200);
  });
});

describe("rows whose imageUrl is not a stored image", () => {
  const suite = startAdminApp();

  it("are deleted without touching storage (a legacy or external URL names no stored file)", async () => {
    const keep = await storeImage(suite.app);
    const before = filesOf(suite.app);
    const [row] = await suite.app.db
      .insert(menuItems)
      .values({
        name: unique("صنف "),
        imageUrl: "/objects/../../session-secret",
        categoryId: (await createMenuCategory(suite.app.db)).id,
      })
      .returning();
    expect((await suite.admin.delete(`/api/menu-items/${row.id}`)).status).toBe(204);
    expect(filesOf(suite.app)).toEqual(before);
    expect((await fetch(suite.app.baseUrl + keep)).status).toBe(200);
  });
});
