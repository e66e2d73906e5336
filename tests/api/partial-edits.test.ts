import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuItems, offers } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { png } from "../support/images-cases";

describe("edits keep what they do not name", () => {
  const suite = startAdminApp();

  const newImage = async () => {
    const { uploadURL } = (await suite.admin.post("/api/objects/upload")).body as { uploadURL: string };
    const put = await fetch(suite.app.baseUrl + uploadURL, {
      method: "PUT",
      body: new Uint8Array(await png(400, 300)),
      headers: { "content-type": "image/png" },
    });
    expect(put.status).toBe(200);
    const res = await suite.admin.put("/api/menu-item-images", { imageURL: uploadURL });
    expect(res.status).toBe(200);
    return res.body.objectPath as string;
  };
  const imageStored = async (imageUrl: string) => (await fetch(suite.app.baseUrl + imageUrl)).status === 200;
  const itemRow = async (id: string) => (await suite.app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0];
  const offerRow = async (id: string) => (await suite.app.db.select().from(offers).where(eq(offers.id, id)))[0];

  it("PUT /api/menu-items/:id {name} changes the name only; the image stays", async () => {
    const imageUrl = await newImage();
    const full = {
      name: unique("زنجر "),
      sandwichPrice: "2.50",
      mealPrice: "3.75",
      price: "4",
      ingredients: "صدر دجاج متبل",
      sandwichIngredients: "دجاج، خس",
      mealIngredients: "دجاج، بطاطا",
      imageUrl,
      branches: ["دابوق", "المطار"],
      isFeatured: true,
    };
    const created = await suite.admin.post("/api/menu-items", full);
    expect(created.status).toBe(201);
    const before = await itemRow(created.body.id);

    const res = await suite.admin.put(`/api/menu-items/${created.body.id}`, { name: "اسم جديد" });
    expect(res.status).toBe(200);
    expect(await itemRow(created.body.id)).toEqual({ ...before, name: "اسم جديد" });
    expect(await imageStored(imageUrl)).toBe(true);

    // A quick toggle is an edit too, and keeps the rest.
    expect((await suite.admin.put(`/api/menu-items/${created.body.id}`, { isActive: false })).status).toBe(200);
    expect(await itemRow(created.body.id)).toEqual({ ...before, name: "اسم جديد", isActive: false });

    // Only an explicit null or empty value clears; clearing the image deletes its files.
    const cleared = await suite.admin.put(`/api/menu-items/${created.body.id}`, {
      price: null,
      ingredients: null,
      mealIngredients: "",
      branches: [],
      imageUrl: null,
    });
    expect(cleared.status).toBe(200);
    expect(await itemRow(created.body.id)).toMatchObject({
      price: null,
      ingredients: null,
      mealIngredients: null,
      branches: [],
      imageUrl: null,
      sandwichPrice: "2.50",
      sandwichIngredients: "دجاج، خس",
    });
    expect(await imageStored(imageUrl)).toBe(false);

    const empty = await suite.admin.put(`/api/menu-items/${created.body.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("لم يتم إرسال أي تعديل");
  });

  it("an image shared by two rows is kept while one of them still uses it", async () => {
    const imageUrl = await newImage();
    const a = await suite.admin.post("/api/menu-items", { name: unique("أ "), imageUrl });
    const b = await suite.admin.post("/api/offers", {
      title: unique("ب "),
      originalPrice: 5,
      discountedPrice: 4,
      imageUrl,
    });
    expect((await suite.admin.put(`/api/menu-items/${a.body.id}`, { imageUrl: null })).status).toBe(200);
    expect(await imageStored(imageUrl)).toBe(true);
    expect((await suite.admin.put(`/api/offers/${b.body.id}`, { imageUrl: "" })).status).toBe(200);
    expect(await imageStored(imageUrl)).toBe(false);
  });

  it("PUT /api/offers/:id {title} changes the title only", async () => {
    const imageUrl = await newImage();
    const created = await suite.admin.post("/api/offers", {
      title: unique("عرض "),
      description: "وجبتان بسعر واحدة",
      originalPrice: "10",
      discountedPrice: "7.5",
      imageUrl,
      branches: ["الياسمين"],
    });
    expect(created.status).toBe(201);
    const before = await offerRow(created.body.id);

    expect((await suite.admin.put(`/api/offers/${created.body.id}`, { title: "عنوان جديد" })).status).toBe(200);
    expect(await offerRow(created.body.id)).toEqual({ ...before, title: "عنوان جديد" });
    expect(await imageStored(imageUrl)).toBe(true);

    expect((await suite.admin.put(`/api/offers/${created.body.id}`, { description: null })).status).toBe(200);
    expect(await offerRow(created.body.id)).toEqual({ ...before, title: "عنوان جديد", description: null });

    // One price alone is checked against the other stored one.
    const above = await suite.admin.put(`/api/offers/${created.body.id}`, { discountedPrice: "12" });
    expect(above.status).toBe(400);
    expect(above.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await offerRow(created.body.id)).discountedPrice).toBe("7.50");
  });
});
