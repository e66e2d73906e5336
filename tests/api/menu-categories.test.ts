import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MENU_MESSAGES } from "@shared/schema/menu-forms";
import { menuCategories, menuItems } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";

describe("menu categories API", () => {
  const suite = startAdminApp();

  const category = async (body: Record<string, unknown> = {}) => {
    const res = await suite.admin.post("/api/menu-categories", { name: unique("تصنيف "), ...body });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; name: string; order: number };
  };
  const dish = async (body: Record<string, unknown>) => {
    const res = await suite.admin.post("/api/menu-items", { name: unique("صنف "), price: "2.5", ...body });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; name: string; order: number; categoryId: string };
  };
  const storedOrder = async () =>
    (await suite.app.db.select().from(menuCategories).orderBy(asc(menuCategories.order))).map((row) => row.id);
  const ids = (body: { id: string }[]) => body.map((row) => row.id);
  const visitor = () => suite.app.client();

  it("adds a category last, trimmed; a blank name or one already used is refused in Arabic and nothing is stored", async () => {
    const before = await storedOrder();
    const name = unique("مقبلات ");
    const res = await suite.admin.post("/api/menu-categories", { name: `  ${name} ` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name, isActive: true, order: before.length + 1 });
    expect(await storedOrder()).toEqual([...before, res.body.id]);

    const blank = await suite.admin.post("/api/menu-categories", { name: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MENU_MESSAGES.categoryName);
    const taken = await suite.admin.post("/api/menu-categories", { name });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MENU_MESSAGES.categoryTaken);
    expect(await storedOrder()).toEqual([...before, res.body.id]);
  });

  it("moves a category up or down by swapping it with its neighbour; the ends refuse in Arabic", async () => {
    const [a, b, c] = [await category(), await category(), await category()];
    const start = await storedOrder();
    const up = await suite.admin.post(`/api/menu-categories/${c.id}/move`, { direction: "up" });
    expect(up.status).toBe(200);
    const swapped = start.map((id) => (id === b.id ? c.id : id === c.id ? b.id : id));
    expect(ids(up.body)).toEqual(swapped);
    expect(await storedOrder()).toEqual(swapped);
    const rows = await suite.app.db.select().from(menuCategories).orderBy(asc(menuCategories.order));
    expect(rows.map((row) => row.order)).toEqual(rows.map((_, index) => index + 1));

    const down = await suite.admin.post(`/api/menu-categories/${a.id}/move`, { direction: "down" });
    expect(down.status).toBe(200);
    expect(ids(down.body).indexOf(a.id)).toBe(start.indexOf(a.id) + 1);

    const first = (await storedOrder())[0];
    const refused = await suite.admin.post(`/api/menu-categories/${first}/move`, { direction: "up" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("التصنيف الأول لا يمكن نقله للأعلى");
    const last = (await storedOrder()).at(-1);
    expect((await suite.admin.post(`/api/menu-categories/${last}/move`, { direction: "down" })).status).toBe(400);
    const wrong = await suite.admin.post(`/api/menu-categories/${a.id}/move`, { direction: "sideways" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("اتجاه النقل غير صحيح");
  });

  it("shows visitors only shown categories that hold a shown dish; an admin gets every one", async () => {
    const empty = await category();
    const withHiddenDish = await category();
    await dish({ categoryId: withHiddenDish.id, isActive: false });
    const shown = await category();
    await dish({ categoryId: shown.id });
    const listed: { id: string; name: string }[] = (await visitor().get("/api/menu-categories")).body;
    const publicIds = ids(listed);
    expect(publicIds).toContain(shown.id);
    expect(publicIds).not.toContain(empty.id);
    expect(publicIds).not.toContain(withHiddenDish.id);
    // The home page's menu has the same categories, in the same order.
    const menu: { categories: { id: string; name: string }[] } = (await visitor().get("/api/menu-items/shown")).body;
    expect(menu.categories.map(({ id, name }) => ({ id, name }))).toEqual(listed.map(({ id, name }) => ({ id, name })));
    const adminIds = ids((await suite.admin.get("/api/menu-categories")).body);
    expect(adminIds).toEqual(expect.arrayContaining([empty.id, withHiddenDish.id, shown.id]));
  });

  it("a hidden category hides its dishes from visitors (list and featured) until it is shown again", async () => {
    const hidden = await category();
    const item = await dish({ categoryId: hidden.id, isFeatured: true });
    const res = await suite.admin.put(`/api/menu-categories/${hidden.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: hidden.id, name: hidden.name, isActive: false });
    expect(ids((await visitor().get("/api/menu-categories")).body)).not.toContain(hidden.id);
    expect(ids((await visitor().get("/api/menu-items")).body)).not.toContain(item.id);
    expect(ids((await visitor().get("/api/menu-items/featured")).body)).not.toContain(item.id);
    expect(ids((await suite.admin.get("/api/menu-items")).body)).toContain(item.id);

    expect((await suite.admin.put(`/api/menu-categories/${hidden.id}`, { isActive: true })).status).toBe(200);
    expect(ids((await visitor().get("/api/menu-items")).body)).toContain(item.id);
  });

  it("renames a category; an unknown one is a 404 in Arabic", async () => {
    const row = await category();
    const name = unique("مشروبات ");
    const res = await suite.admin.put(`/api/menu-categories/${row.id}`, { name });
    expect(res.status).toBe(200);
    expect((await suite.app.db.select().from(menuCategories).where(eq(menuCategories.id, row.id)))[0].name).toBe(name);
    const missing = await suite.admin.put("/api/menu-categories/00000000-0000-4000-8000-000000000000", { name });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("التصنيف غير موجود");
  });

  it("lists dishes by category order, then their order within the category", async () => {
    const [first, second] = [await category(), await category()];
    const b1 = await dish({ categoryId: second.id });
    const a1 = await dish({ categoryId: first.id });
    const a2 = await dish({ categoryId: first.id });
    expect([a1.order, a2.order, b1.order]).toEqual([1, 2, 1]);
    const listed = ids((await visitor().get("/api/menu-items")).body).filter((id) =>
      [a1.id, a2.id, b1.id].includes(id),
    );
    expect(listed).toEqual([a1.id, a2.id, b1.id]);
  });

  it("moves a dish within its own category only; the ends of the category refuse", async () => {
    const [home, other] = [await category(), await category()];
    const x = await dish({ categoryId: home.id });
    const y = await dish({ categoryId: home.id });
    const z = await dish({ categoryId: other.id });
    const res = await suite.admin.post(`/api/menu-items/${y.id}/move`, { direction: "up" });
    expect(res.status).toBe(200);
    expect(ids(res.body).filter((id) => [x.id, y.id].includes(id))).toEqual([y.id, x.id]);
    const orderOf = async (id: string) =>
      (await suite.app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0].order;
    expect([await orderOf(y.id), await orderOf(x.id), await orderOf(z.id)]).toEqual([1, 2, 1]);
    const refused = await suite.admin.post(`/api/menu-items/${z.id}/move`, { direction: "up" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("الصنف الأول في تصنيفه لا يمكن نقله للأعلى");
    expect(await orderOf(z.id)).toBe(1);
  });

  it("a dish moved to another category goes last there; an unknown category is refused in Arabic", async () => {
    const [from, to] = [await category(), await category()];
    await dish({ categoryId: to.id });
    const item = await dish({ categoryId: from.id });
    const res = await suite.admin.put(`/api/menu-items/${item.id}`, { categoryId: to.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ categoryId: to.id, order: 2 });
    const unknown = await suite.admin.put(`/api/menu-items/${item.id}`, {
      categoryId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MENU_MESSAGES.category);
    expect((await suite.app.db.select().from(menuItems).where(eq(menuItems.id, item.id)))[0].categoryId).toBe(to.id);
  });

  it("deletes an empty category only: one holding dishes is refused in Arabic and stays", async () => {
    const full = await category();
    await dish({ categoryId: full.id });
    const refused = await suite.admin.delete(`/api/menu-categories/${full.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MENU_MESSAGES.categoryInUse);
    expect(await storedOrder()).toContain(full.id);
    const empty = await category();
    expect((await suite.admin.delete(`/api/menu-categories/${empty.id}`)).status).toBe(204);
    expect(await storedOrder()).not.toContain(empty.id);
  });

  it("stores calories (Arabic digits too) and allergens from the fixed list; anything else is refused in Arabic", async () => {
    const item = await dish({ sandwichCalories: "٤٥٠", mealCalories: 980, allergens: ["gluten", "sesame", "gluten"] });
    expect(item).toMatchObject({ sandwichCalories: 450, mealCalories: 980, allergens: ["gluten", "sesame"] });
    const cleared = await suite.admin.put(`/api/menu-items/${item.id}`, { sandwichCalories: "" });
    expect(cleared.body).toMatchObject({ sandwichCalories: null, mealCalories: 980 });
    const badCalories = await suite.admin.post("/api/menu-items", { name: unique("صنف "), mealCalories: "كثير" });
    expect(badCalories.status).toBe(400);
    expect(badCalories.body.message).toBe(MENU_MESSAGES.calories);
    const badAllergen = await suite.admin.post("/api/menu-items", { name: unique("صنف "), allergens: ["pollen"] });
    expect(badAllergen.status).toBe(400);
    expect(badAllergen.body.message).toBe(MENU_MESSAGES.allergen);
  });
});

describe("a dish added to a menu without categories", () => {
  const suite = startAdminApp();

  it("goes into «وجبات», created for it", async () => {
    const res = await suite.admin.post("/api/menu-items", { name: unique("زنجر "), price: "3" });
    expect(res.status).toBe(201);
    const rows = await suite.app.db.select().from(menuCategories);
    expect(rows).toEqual([expect.objectContaining({ name: "وجبات", order: 1, id: res.body.categoryId })]);
  });
});
