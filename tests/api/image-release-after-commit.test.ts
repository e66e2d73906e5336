// Stored image files are deleted only after the change that stopped using them has committed; a
// change that rolls back keeps its image, and a delete that fails after the commit is retried later.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { branches, imageCleanupQueue, menuItems, offers } from "../../server/db/schema";
import { cleanUpImages } from "../../server/modules/images/image-cleanup.service";
import { log } from "../../server/observability/logger";
import { LocalStorage } from "../../server/storage/local-storage";
import { imageKeys } from "../../server/storage/object-storage";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { VARIANT_WIDTHS } from "../../shared/schema/menu-images";

/** An image on disk: the original and one web copy per width. */
const STORED_FILES = VARIANT_WIDTHS.length + 1;

const WEBP = Buffer.from("RIFF....WEBP");

/** Local disk that can be told to fail deletes, and that runs a probe before each one. */
class ProbedStorage extends LocalStorage {
  failures = 0;
  removed: string[] = [];
  probe: (() => Promise<void>) | undefined;
  override async removeImage(id: string): Promise<void> {
    await this.probe?.();
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error("storage is down");
    }
    this.removed.push(id);
    await super.removeImage(id);
  }
}

describe("stored image files follow commits", () => {
  let storage: ProbedStorage;
  const suite = startAdminApp(
    {},
    {
      storage: (dataDir, secret) => {
        storage = new ProbedStorage(dataDir, secret);
        return storage;
      },
    },
  );
  afterEach(async () => {
    vi.restoreAllMocks();
    storage.failures = 0;
    storage.probe = undefined;
    await suite.app.db.execute(sql`drop trigger if exists refuse_audit on audit_log`);
  });

  const storeImage = async () => {
    const id = crypto.randomUUID();
    for (const key of imageKeys(id)) await storage.write(key, WEBP, "image/webp");
    return { id, imageUrl: `/objects/${id}.webp` };
  };
  const filesOf = (id: string) =>
    fs.readdirSync(path.join(suite.app.deps.config.dataDir, "objects", "images")).filter((name) => name.startsWith(id));
  const served = async (imageUrl: string) => (await fetch(suite.app.baseUrl + imageUrl)).status;
  const queue = () => suite.app.db.select().from(imageCleanupQueue);
  /** Makes every audit record fail, in this test's database only: the audited write must roll back. */
  const refuseAudit = async () => {
    await suite.app.db.execute(sql`create or replace function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused by the test'; end $$`);
    await suite.app.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
  };
  const createItem = async (imageUrl: string) =>
    (await suite.admin.post("/api/menu-items", { name: unique("صنف "), price: 2, imageUrl })).body as { id: string };
  const createOffer = async (imageUrl: string) =>
    (await suite.admin.post("/api/offers", { title: unique("عرض "), originalPrice: 5, discountedPrice: 4, imageUrl }))
      .body as { id: string };

  it("an edit or delete that rolls back keeps the old image: row, files and page all still have it", async () => {
    const old = await storeImage();
    const replacement = await storeImage();
    const item = await createItem(old.imageUrl);
    const offerImage = await storeImage();
    const offer = await createOffer(offerImage.imageUrl);
    const branchImage = await storeImage();
    expect((await suite.admin.put("/api/branches/dabouq", { imageUrl: branchImage.imageUrl })).status).toBe(200);
    vi.spyOn(log, "error").mockImplementation(() => {});
    await refuseAudit();

    expect((await suite.admin.put(`/api/menu-items/${item.id}`, { imageUrl: replacement.imageUrl })).status).toBe(500);
    expect((await suite.admin.delete(`/api/menu-items/${item.id}`)).status).toBe(500);
    expect((await suite.admin.delete(`/api/offers/${offer.id}`)).status).toBe(500);
    expect((await suite.admin.put("/api/branches/dabouq", { imageUrl: null })).status).toBe(500);

    expect((await suite.app.db.select().from(menuItems).where(eq(menuItems.id, item.id)))[0].imageUrl).toBe(
      old.imageUrl,
    );
    expect((await suite.app.db.select().from(offers).where(eq(offers.id, offer.id)))[0].imageUrl).toBe(
      offerImage.imageUrl,
    );
    expect((await suite.app.db.select().from(branches).where(eq(branches.slug, "dabouq")))[0].imageUrl).toBe(
      branchImage.imageUrl,
    );
    for (const image of [old, offerImage, branchImage]) {
      expect(filesOf(image.id)).toHaveLength(STORED_FILES);
      expect(await served(image.imageUrl)).toBe(200);
    }
    expect(storage.removed).toEqual([]);
    expect(await queue()).toEqual([]);
  });

  it("a successful replace deletes the old files only once the new image is committed", async () => {
    const old = await storeImage();
    const replacement = await storeImage();
    const item = await createItem(old.imageUrl);
    // What another connection sees while the files are being deleted (PGlite has one connection,
    // so a delete inside the transaction would wait here instead).
    const seen: unknown[] = [];
    storage.probe = async () => {
      const read = suite.app.db
        .select({ imageUrl: menuItems.imageUrl })
        .from(menuItems)
        .where(eq(menuItems.id, item.id))
        .then(([row]) => row.imageUrl);
      seen.push(await Promise.race([read, new Promise((resolve) => setTimeout(resolve, 2000, "blocked"))]));
    };

    const res = await suite.admin.put(`/api/menu-items/${item.id}`, { imageUrl: replacement.imageUrl });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toBe(replacement.imageUrl);
    expect(seen).toEqual([replacement.imageUrl]);
    expect(storage.removed).toEqual([old.id]);
    expect(filesOf(old.id)).toEqual([]);
    expect(await served(old.imageUrl)).toBe(404);
    expect(await served(replacement.imageUrl)).toBe(200);
    expect(await queue()).toEqual([]);
  });

  it("a delete that fails after the commit stays queued and is retried later, once", async () => {
    const image = await storeImage();
    const item = await createItem(image.imageUrl);
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    storage.failures = 1;

    expect((await suite.admin.delete(`/api/menu-items/${item.id}`)).status).toBe(204);
    expect(await suite.app.db.select().from(menuItems).where(eq(menuItems.id, item.id))).toEqual([]);
    expect(filesOf(image.id)).toHaveLength(STORED_FILES);
    expect(logged.mock.calls.map((call) => call[1])).toEqual(["could not delete a stored image"]);
    const [entry] = await queue();
    expect(entry).toMatchObject({ imageUrl: image.imageUrl, attempts: 1 });
    expect(entry.dueAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a sweep leaves it alone.
    expect(await cleanUpImages(suite.app.db, storage)).toEqual([]);
    await suite.app.db.update(imageCleanupQueue).set({ dueAt: new Date(Date.now() - 1000) });
    // Two workers (two processes) racing on the due entry delete it once.
    const swept = await Promise.all([cleanUpImages(suite.app.db, storage), cleanUpImages(suite.app.db, storage)]);
    expect(swept.flat()).toEqual([image.imageUrl]);
    expect(storage.removed.filter((id) => id === image.id)).toEqual([image.id]);
    expect(filesOf(image.id)).toEqual([]);
    expect(await queue()).toEqual([]);
  });

  it("a queued image that a row uses again by the time of the retry is kept", async () => {
    const image = await storeImage();
    const item = await createItem(image.imageUrl);
    vi.spyOn(log, "error").mockImplementation(() => {});
    storage.failures = 1;
    expect((await suite.admin.put(`/api/menu-items/${item.id}`, { imageUrl: null })).status).toBe(200);
    expect(await queue()).toHaveLength(1);

    await createOffer(image.imageUrl);
    await suite.app.db.update(imageCleanupQueue).set({ dueAt: new Date(Date.now() - 1000) });
    expect(await cleanUpImages(suite.app.db, storage)).toEqual([]);
    expect(filesOf(image.id)).toHaveLength(STORED_FILES);
    expect(await served(image.imageUrl)).toBe(200);
    expect(await queue()).toEqual([]);
  });
});
