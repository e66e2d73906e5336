import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { writeVerifiedBackup } from "../../server/backup/backup-file";
import { migrateToLevel } from "../../server/backup/migration-level";
import { restoreBackup } from "../../server/backup/restore-backup";
import { migrationsFolder } from "../../server/db/migrate";
import { menuItems } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { freshDatabase } from "../support/test-db";

const IMAGE = "/objects/0b6f2a51-1c1e-4a8b-9d3e-2f7a1c9b4e10.webp";

const INGREDIENTS_TOO_LONG = "المكونات يجب ألا تزيد عن 500 حرف";

describe("menu items API", () => {
  const suite = startAdminApp();

  const rowOf = async (id: string) => (await suite.app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0];
  const create = async (body: Record<string, unknown>) => {
    const res = await suite.admin.post("/api/menu-items", { name: unique("صنف "), ...body });
    expect(res.status).toBe(201);
    return res.body;
  };

  it("creates an item with prices as two-decimal strings, blanks stored as null, Arabic digits accepted", async () => {
    const name = unique("زنجر ");
    const res = await suite.admin.post("/api/menu-items", {
      name: `  ${name}  `,
      sandwichPrice: 3.5,
      mealPrice: "٤٫٢٥",
      sandwichIngredients: "  ",
      mealIngredients: "بطاطا، كولا",
      imageUrl: IMAGE,
      branches: ["دابوق", "المطار"],
      isFeatured: true,
      bogus: "dropped",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      sandwichPrice: "3.50",
      mealPrice: "4.25",
      price: null,
      ingredients: null,
      sandwichIngredients: null,
      mealIngredients: "بطاطا، كولا",
      imageUrl: IMAGE,
      branches: ["دابوق", "المطار"],
      isActive: true,
      isFeatured: true,
    });
    expect(res.body).not.toHaveProperty("bogus");
    // The dropped description column is no part of the answer.
    expect(res.body).not.toHaveProperty("description");
    const row = await rowOf(res.body.id);
    expect(row).toMatchObject({
      name,
      sandwichPrice: "3.50",
      mealPrice: "4.25",
      sandwichIngredients: null,
      isFeatured: true,
    });
  });

  it("stores empty prices and a missing branch list as null and [] (all branches)", async () => {
    const item = await create({ sandwichPrice: "", mealPrice: null });
    expect(item).toMatchObject({
      sandwichPrice: null,
      mealPrice: null,
      branches: [],
      imageUrl: null,
      isFeatured: false,
    });
    expect((await rowOf(item.id)).branches).toEqual([]);
  });

  it("refuses bad bodies with the Arabic messages and stores nothing", async () => {
    const before = (await suite.app.db.select().from(menuItems)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, "name", "اسم الصنف مطلوب"],
      [{ name: "   " }, "name", "اسم الصنف مطلوب"],
      [{ name: "x", sandwichPrice: -1 }, "sandwichPrice", "السعر لا يمكن أن يكون سالباً"],
      [{ name: "x", mealPrice: "abc" }, "mealPrice", "يجب إدخال سعر صحيح"],
      [{ name: "x", branches: ["عمان الغربية"] }, "branches.0", "فرع غير معروف، اختر من قائمة الفروع"],
      [{ name: "x", imageUrl: "javascript:alert(1)" }, "imageUrl", "رابط الصورة غير صالح"],
      [{ name: "x", isFeatured: "yes" }, "isFeatured", "القيمة يجب أن تكون صح أو خطأ"],
    ];
    for (const [body, path, message] of cases) {
      const res = await suite.admin.post("/api/menu-items", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message });
      expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await suite.app.db.select().from(menuItems)).toHaveLength(before);
  });

  it("shows visitors active items only, an admin every item, and ?active=true narrows the admin's list", async () => {
    const shown = await create({});
    const hidden = await create({ isActive: false });
    const publicIds = (await suite.app.client().get("/api/menu-items")).body.map((i: { id: string }) => i.id);
    expect(publicIds).toContain(shown.id);
    expect(publicIds).not.toContain(hidden.id);
    // A visitor cannot widen the list with a query.
    const sneaky = (await suite.app.client().get("/api/menu-items?active=false")).body.map((i: { id: string }) => i.id);
    expect(sneaky).not.toContain(hidden.id);

    const adminIds = (await suite.admin.get("/api/menu-items")).body.map((i: { id: string }) => i.id);
    expect(adminIds).toEqual(expect.arrayContaining([shown.id, hidden.id]));
    const narrowed = (await suite.admin.get("/api/menu-items?active=true")).body.map((i: { id: string }) => i.id);
    expect(narrowed).toContain(shown.id);
    expect(narrowed).not.toContain(hidden.id);
  });

  it("gives visitors the rows' fields in /shown and the dish sheet's in /details, for shown dishes only, admins the same", async () => {
    const dish = await create({
      ingredients: "دجاج مقرمش",
      sandwichPrice: 2.5,
      mealPrice: 4,
      sandwichIngredients: "خبز صاج، ثوم",
      mealIngredients: "بطاطا، مشروب",
      sandwichCalories: 520,
      mealCalories: 980,
      allergens: ["gluten"],
      imageUrl: IMAGE,
      branches: ["دابوق"],
      isFeatured: true,
    });
    const hidden = await create({ isActive: false });
    for (const client of [suite.app.client(), suite.admin]) {
      const shown = await client.get("/api/menu-items/shown");
      expect(shown.status).toBe(200);
      const row = shown.body.dishes.find((i: { id: string }) => i.id === dish.id);
      expect(row).toEqual({
        id: dish.id,
        name: dish.name,
        ingredients: "دجاج مقرمش",
        price: null,
        sandwichPrice: "2.50",
        mealPrice: "4.00",
        imageUrl: IMAGE,
        branches: ["دابوق"],
        soldOutAt: [],
        // The most recently added featured dish.
        featuredRank: 1,
      });
      expect(shown.body.dishes.map((i: { id: string }) => i.id)).not.toContain(hidden.id);

      const details = await client.get("/api/menu-items/details");
      expect(details.status).toBe(200);
      expect(details.body.find((i: { id: string }) => i.id === dish.id)).toEqual({
        id: dish.id,
        sandwichIngredients: "خبز صاج، ثوم",
        mealIngredients: "بطاطا، مشروب",
        sandwichCalories: 520,
        mealCalories: 980,
        allergens: ["gluten"],
      });
      expect(details.body.map((i: { id: string }) => i.id)).not.toContain(hidden.id);
    }
    // Both lists hold the same dishes in the same order as the visitor's full list, and /shown's
    // categories, in order, count out each dish's category.
    const full: { id: string; categoryId: string }[] = (await suite.app.client().get("/api/menu-items")).body;
    const shown: { categories: { id: string; dishCount: number }[]; dishes: { id: string }[] } = (
      await suite.app.client().get("/api/menu-items/shown")
    ).body;
    expect(shown.dishes.map((i) => i.id)).toEqual(full.map((i) => i.id));
    expect(shown.categories.flatMap((c) => Array<string>(c.dishCount).fill(c.id))).toEqual(
      full.map((i) => i.categoryId),
    );
    expect((await suite.app.client().get("/api/menu-items/details")).body.map((i: { id: string }) => i.id)).toEqual(
      full.map((i) => i.id),
    );
  });

  describe("featured items", () => {
    const featured = async () => ({
      older: await create({ isFeatured: true, imageUrl: IMAGE }),
      plain: await create({}),
      hiddenFeatured: await create({ isFeatured: true, isActive: false }),
      newer: await create({ isFeatured: true }),
    });
    const idsOf = (body: { id: string }[]) => body.map((i) => i.id);

    it("lists featured items that are active, newest first", async () => {
      const { older, plain, hiddenFeatured, newer } = await featured();
      const res = await suite.app.client().get("/api/menu-items/featured");
      expect(res.status).toBe(200);
      const ids = idsOf(res.body);
      expect(ids).toEqual(expect.arrayContaining([older.id, newer.id]));
      expect(ids).not.toContain(plain.id);
      expect(ids).not.toContain(hiddenFeatured.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    });

    it("ranks the featured dishes of the visitor's menu rows in the featured list's order, and no other", async () => {
      const { older, plain, newer } = await featured();
      const rows: { id: string; featuredRank: number | null }[] = (
        await suite.app.client().get("/api/menu-items/shown")
      ).body.dishes;
      const rankOf = (id: string) => rows.find((row) => row.id === id)!.featuredRank;
      const ranked = rows.filter((row) => row.featuredRank !== null).sort((a, b) => a.featuredRank! - b.featuredRank!);
      expect(idsOf(ranked)).toEqual(idsOf((await suite.app.client().get("/api/menu-items/featured")).body));
      expect(ranked.map((row) => row.featuredRank)).toEqual(ranked.map((_, i) => i + 1));
      expect(rankOf(newer.id)).toBeLessThan(rankOf(older.id)!);
      expect(rankOf(plain.id)).toBeNull();
    });

    it("an admin also sees hidden featured items, unless ?active=true asks for the visitor's view", async () => {
      const { older, hiddenFeatured, newer } = await featured();
      const adminIds = idsOf((await suite.admin.get("/api/menu-items/featured")).body);
      expect(adminIds).toEqual(expect.arrayContaining([older.id, newer.id, hiddenFeatured.id]));
      const narrowed = idsOf((await suite.admin.get("/api/menu-items/featured?active=true")).body);
      expect(narrowed).not.toContain(hiddenFeatured.id);
    });
  });

  it("accepts a full edit, an isActive-only and an isFeatured-only PUT", async () => {
    const item = await create({ sandwichPrice: 2, branches: ["الياسمين"], isFeatured: true, imageUrl: IMAGE });

    const edited = await suite.admin.put(`/api/menu-items/${item.id}`, {
      name: "شاورما محدثة",
      mealPrice: "5",
      branches: [],
    });
    expect(edited.status).toBe(200);
    // Fields left out keep their values; an empty list clears.
    expect(edited.body).toMatchObject({
      name: "شاورما محدثة",
      sandwichPrice: "2.00",
      mealPrice: "5.00",
      imageUrl: IMAGE,
      branches: [],
    });
    expect(edited.body.isFeatured).toBe(true);
    expect(await rowOf(item.id)).toMatchObject({
      name: "شاورما محدثة",
      mealPrice: "5.00",
      isFeatured: true,
      isActive: true,
    });

    const hidden = await suite.admin.put(`/api/menu-items/${item.id}`, { isActive: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ isActive: false, isFeatured: true, name: "شاورما محدثة" });

    const unfeatured = await suite.admin.put(`/api/menu-items/${item.id}`, { isFeatured: false });
    expect(unfeatured.status).toBe(200);
    expect(await rowOf(item.id)).toMatchObject({
      isActive: false,
      isFeatured: false,
      name: "شاورما محدثة",
      mealPrice: "5.00",
    });
  });

  it("refuses bad PUT bodies without changing the row", async () => {
    const item = await create({ sandwichPrice: 2 });
    const before = await rowOf(item.id);
    expect((await suite.admin.put(`/api/menu-items/${item.id}`, { isActive: "no" })).status).toBe(400);
    expect((await suite.admin.put(`/api/menu-items/${item.id}`, {})).status).toBe(400);
    expect((await suite.admin.put(`/api/menu-items/${item.id}`, { isActive: true, price: "abc" })).status).toBe(400);
    const emptyName = await suite.admin.put(`/api/menu-items/${item.id}`, { name: "" });
    expect(emptyName.status).toBe(400);
    expect(emptyName.body.message).toBe("اسم الصنف مطلوب");
    expect(await rowOf(item.id)).toEqual(before);
  });

  it("deletes an item; unknown ids are 404 and malformed ids never 500", async () => {
    const item = await create({});
    const res = await suite.admin.delete(`/api/menu-items/${item.id}`);
    expect(res.status).toBe(204);
    expect(await rowOf(item.id)).toBeUndefined();
    expect((await suite.admin.delete(`/api/menu-items/${item.id}`)).status).toBe(404);

    const unknown = "7d1f0a33-5b2c-4e7d-8a9f-1b2c3d4e5f60";
    expect((await suite.admin.put(`/api/menu-items/${unknown}`, { isActive: false })).status).toBe(404);
    expect((await suite.admin.put(`/api/menu-items/${unknown}`, { name: "x" })).status).toBe(404);
    for (const bad of ["not-a-uuid", "1", "%27%20or%201%3D1"]) {
      const put = await suite.admin.put(`/api/menu-items/${bad}`, { isActive: false });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe("الصنف غير موجود");
      expect((await suite.admin.delete(`/api/menu-items/${bad}`)).status).toBe(404);
    }
  });

  it("keeps writes for admins: 401 for visitors, nothing changes", async () => {
    const item = await create({});
    const visitor = suite.app.client();
    expect((await visitor.post("/api/menu-items", { name: "x" })).status).toBe(401);
    expect((await visitor.put(`/api/menu-items/${item.id}`, { isActive: false })).status).toBe(401);
    expect((await visitor.delete(`/api/menu-items/${item.id}`)).status).toBe(401);
    expect(await rowOf(item.id)).toMatchObject({ isActive: true });
  });

  describe("the dish's ingredients", () => {
    it("are stored trimmed, answered, and shown in the public list", async () => {
      const item = await create({ ingredients: "  صدر دجاج، خس، مايونيز  " });
      expect(item.ingredients).toBe("صدر دجاج، خس، مايونيز");
      expect((await rowOf(item.id)).ingredients).toBe("صدر دجاج، خس، مايونيز");
      const listed = (await suite.app.client().get("/api/menu-items")).body.find(
        (i: { id: string }) => i.id === item.id,
      );
      expect(listed.ingredients).toBe("صدر دجاج، خس، مايونيز");
    });

    it("are optional: absent or blank is null", async () => {
      expect((await create({})).ingredients).toBeNull();
      expect((await create({ ingredients: "   " })).ingredients).toBeNull();
    });

    it("take 500 characters at most, refused beyond with the Arabic message and nothing stored", async () => {
      expect((await create({ ingredients: "ا".repeat(500) })).ingredients).toHaveLength(500);
      const before = (await suite.app.db.select().from(menuItems)).length;
      const res = await suite.admin.post("/api/menu-items", { name: unique("صنف "), ingredients: "ا".repeat(501) });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: "ingredients", message: INGREDIENTS_TOO_LONG }]);
      expect(await suite.app.db.select().from(menuItems)).toHaveLength(before);
    });

    it("change with an edit, and null clears them", async () => {
      const item = await create({ ingredients: "دجاج" });
      const edited = await suite.admin.put(`/api/menu-items/${item.id}`, { ingredients: "دجاج حار" });
      expect(edited.status).toBe(200);
      expect(edited.body.ingredients).toBe("دجاج حار");
      const tooLong = await suite.admin.put(`/api/menu-items/${item.id}`, { ingredients: "ا".repeat(501) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe(INGREDIENTS_TOO_LONG);
      const cleared = await suite.admin.put(`/api/menu-items/${item.id}`, { ingredients: null });
      expect(cleared.body.ingredients).toBeNull();
      expect((await rowOf(item.id)).ingredients).toBeNull();
    });
  });

  it("ignores the dropped description field an older caller may still send, and keeps the plain price", async () => {
    const item = await create({ sandwichPrice: "2", price: "9", description: "قديم" });
    expect(item).not.toHaveProperty("description");
    expect(item).toMatchObject({ sandwichPrice: "2.00", price: "9.00" });
  });
});

describe("a backup made before menu items lost their description column", () => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const levelBefore = journal.entries.findIndex((entry) => entry.tag.endsWith("_menu-dead-columns"));

  it("restores its dishes with every other field, the plain price included, the dropped description left behind", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "menu-backup-"));
    const source = await freshDatabase({ migrate: false });
    const target = await freshDatabase({ migrate: false });
    try {
      expect(levelBefore).toBeGreaterThan(0);
      await migrateToLevel(source, levelBefore);
      await source.db.execute(
        sql`insert into menu_items (name, description, price, ingredients, sandwich_price)
            values ('زنجر قديم', 'وصف قديم', 4.5, 'دجاج، خس', 2.75)`,
      );
      const file = path.join(work, "old.jsonl.gz");
      await writeVerifiedBackup(source.db, file);

      await restoreBackup(target, file);
      const rows = await target.db.select().from(menuItems);
      expect(rows).toEqual([
        expect.objectContaining({ name: "زنجر قديم", ingredients: "دجاج، خس", price: "4.50", sandwichPrice: "2.75" }),
      ]);
      const columns = await target.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'menu_items'
            and column_name in ('description', 'price')`,
      );
      expect((columns as unknown as { rows: unknown[] }).rows).toEqual([{ column_name: "price" }]);
    } finally {
      await source.close();
      await target.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
