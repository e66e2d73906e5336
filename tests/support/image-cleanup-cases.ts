// Stored image files follow the rows that use them: run against each storage backend by images*.test.ts.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { menuItems, offers } from "../../server/db/schema";
import { unique } from "./factories";
import type { TestClient } from "./http";
import type { TestApp } from "./test-app";
import { png, withBackendApp, type Backend } from "./images-cases";

const WIDTHS = [320, 640, 1024];
const keysOf = (id: string) => [`images/${id}.webp`, ...WIDTHS.map((w) => `images/${id}-w${w}.webp`)];
const pathsOf = (id: string) => [`/objects/${id}.webp`, ...WIDTHS.map((w) => `/objects/${id}-w${w}.webp`)];

export function imageCleanupCases(backend: Backend) {
  let app: TestApp;
  let admin: TestClient;
  withBackendApp(backend, (started, client) => {
    app = started;
    admin = client;
  });

  /** Uploads and processes a fresh image the way the dashboard does; returns its imageUrl and id. */
  const newImage = async () => {
    const { uploadURL } = (await admin.post("/api/objects/upload")).body as { uploadURL: string };
    const target = uploadURL.startsWith("/") ? app.baseUrl + uploadURL : uploadURL;
    const put = await fetch(target, {
      method: "PUT",
      body: new Uint8Array(await png(400, 300)),
      headers: { "content-type": "image/png" },
    });
    expect(put.status).toBe(200);
    const res = await admin.put("/api/menu-item-images", { imageURL: uploadURL });
    expect(res.status).toBe(200);
    const imageUrl = res.body.objectPath as string;
    return { imageUrl, id: imageUrl.slice("/objects/".length, -".webp".length) };
  };
  const statuses = async (id: string) =>
    Promise.all(pathsOf(id).map(async (p) => (await fetch(app.baseUrl + p)).status));
  const expectStored = async (id: string) => {
    expect(await backend.listKeys(app, "images/")).toEqual(expect.arrayContaining(keysOf(id)));
    expect(await statuses(id)).toEqual([200, 200, 200, 200]);
  };
  const expectGone = async (id: string) => {
    expect((await backend.listKeys(app, "images/")).filter((key) => key.includes(id))).toEqual([]);
    expect(await statuses(id)).toEqual([404, 404, 404, 404]);
  };

  const createItem = async (imageUrl: string | null) => {
    const res = await admin.post("/api/menu-items", { name: unique("صنف "), price: 2, imageUrl });
    expect(res.status).toBe(201);
    return res.body as { id: string; name: string };
  };
  const createOffer = async (imageUrl: string | null) => {
    const res = await admin.post("/api/offers", {
      title: unique("عرض "),
      originalPrice: 10,
      discountedPrice: 8,
      imageUrl,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; title: string };
  };
  const itemRow = async (id: string) => (await app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0];
  const offerRow = async (id: string) => (await app.db.select().from(offers).where(eq(offers.id, id)))[0];

  it("deleting a menu item deletes its image and every variant, and only that image", async () => {
    const image = await newImage();
    const other = await newImage();
    const item = await createItem(image.imageUrl);
    await createItem(other.imageUrl);
    await expectStored(image.id);

    const res = await admin.delete(`/api/menu-items/${item.id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(await itemRow(item.id)).toBeUndefined();
    await expectGone(image.id);
    await expectStored(other.id);
  });

  it("replacing a menu item's image in an edit deletes the old files and serves the new ones", async () => {
    const first = await newImage();
    const second = await newImage();
    const item = await createItem(first.imageUrl);

    const res = await admin.put(`/api/menu-items/${item.id}`, { name: item.name, price: 2, imageUrl: second.imageUrl });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toBe(second.imageUrl);
    expect((await itemRow(item.id)).imageUrl).toBe(second.imageUrl);
    await expectGone(first.id);
    await expectStored(second.id);
  });

  it("removing a menu item's image (null) deletes it; an edit or toggle that keeps it leaves it", async () => {
    const image = await newImage();
    const item = await createItem(image.imageUrl);

    const same = await admin.put(`/api/menu-items/${item.id}`, {
      name: unique("صنف "),
      price: 3,
      imageUrl: image.imageUrl,
    });
    expect(same.status).toBe(200);
    expect((await admin.put(`/api/menu-items/${item.id}`, { isActive: false })).status).toBe(200);
    expect((await itemRow(item.id)).imageUrl).toBe(image.imageUrl);
    await expectStored(image.id);

    const cleared = await admin.put(`/api/menu-items/${item.id}`, { name: item.name, price: 3, imageUrl: null });
    expect(cleared.status).toBe(200);
    expect((await itemRow(item.id)).imageUrl).toBeNull();
    await expectGone(image.id);
  });

  it("keeps the files while another menu item still uses the same image", async () => {
    const image = await newImage();
    const first = await createItem(image.imageUrl);
    const second = await createItem(image.imageUrl);

    expect((await admin.delete(`/api/menu-items/${first.id}`)).status).toBe(204);
    expect(await itemRow(first.id)).toBeUndefined();
    await expectStored(image.id);

    expect((await admin.delete(`/api/menu-items/${second.id}`)).status).toBe(204);
    await expectGone(image.id);
  });

  it("deleting an offer deletes its image; replacing it deletes the old one; a toggle keeps it", async () => {
    const first = await newImage();
    const second = await newImage();
    const offer = await createOffer(first.imageUrl);

    expect((await admin.put(`/api/offers/${offer.id}`, { isActive: false })).status).toBe(200);
    await expectStored(first.id);

    const edit = { title: offer.title, originalPrice: 10, discountedPrice: 8, imageUrl: second.imageUrl };
    const res = await admin.put(`/api/offers/${offer.id}`, edit);
    expect(res.status).toBe(200);
    expect((await offerRow(offer.id)).imageUrl).toBe(second.imageUrl);
    await expectGone(first.id);
    await expectStored(second.id);

    expect((await admin.delete(`/api/offers/${offer.id}`)).status).toBe(204);
    expect(await offerRow(offer.id)).toBeUndefined();
    await expectGone(second.id);
  });

  it("an image shared by an offer and a menu item stays until neither uses it", async () => {
    const image = await newImage();
    const offer = await createOffer(image.imageUrl);
    const item = await createItem(image.imageUrl);

    const cleared = { title: offer.title, originalPrice: 10, discountedPrice: 8, imageUrl: null };
    expect((await admin.put(`/api/offers/${offer.id}`, cleared)).status).toBe(200);
    await expectStored(image.id);
    expect((await admin.delete(`/api/menu-items/${item.id}`)).status).toBe(204);
    await expectGone(image.id);

    const another = await newImage();
    const sharedOffer = await createOffer(another.imageUrl);
    await createItem(another.imageUrl);
    expect((await admin.delete(`/api/offers/${sharedOffer.id}`)).status).toBe(204);
    await expectStored(another.id);
  });
}
