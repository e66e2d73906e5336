// Every public list of the route table, read by the owner, a branch manager, a cashier and a
// visitor: hidden rows (inactive, unapproved, scheduled for later) reach a role exactly where it may
// call the endpoint that manages them; anyone else, staff included, gets the visitor's view.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { roleAdmits } from "@shared/api/access";
import { contract } from "@shared/api/contract";
import type { Route, Spec } from "@shared/api/endpoint";
import { hiddenRowsManagedBy } from "@shared/api/hidden-rows";
import { routes } from "@shared/api/routes";
import type { StaffRole } from "@shared/schema/enums";
import {
  applicationQuestions,
  areas,
  customerReels,
  governorates,
  jobPositions,
  menuCategories,
  menuItems,
  offers,
  reviews,
} from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { createMenuCategory, signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";

const BRANCH = "al-yasmeen";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// The public GETs whose answer is a list, as the contract declares them.
const publicLists = Object.entries(routes).flatMap(([feature, table]) =>
  Object.entries(table as unknown as Record<string, Route>).flatMap(([name, route]) => {
    const spec = (contract as unknown as Record<string, Record<string, Spec>>)[feature][name];
    const success = "raw" in spec.responses ? undefined : spec.responses[200];
    const isList = route.method === "GET" && route.access === "public" && success instanceof z.ZodArray;
    return isList ? [{ key: `${feature}.${name}`, route }] : [];
  }),
);

const idsOf = (body: unknown): string[] =>
  (body as { id?: string; slug?: string }[]).map((row) => row.id ?? row.slug ?? JSON.stringify(row)).sort();

describe("hidden rows of the public lists, by role", () => {
  const suite = startAdminApp();
  const clients = {} as Record<StaffRole | "visitor", TestClient>;

  beforeAll(async () => {
    const db = suite.app.db;
    clients.owner = suite.admin;
    clients.visitor = suite.app.client();
    clients.manager = suite.app.client();
    await signInAdmin(db, clients.manager, { role: "manager", branches: [BRANCH] });
    clients.cashier = suite.app.client();
    await signInAdmin(db, clients.cashier, { role: "cashier", branches: [BRANCH] });

    // One shown and one hidden row of every kind a public list reads.
    const shown = await createMenuCategory(db, unique("تصنيف "), 1);
    const [hiddenCategory] = await db
      .insert(menuCategories)
      .values({ name: unique("تصنيف مخفي "), order: 2, isActive: false })
      .returning();
    await db.insert(menuItems).values([
      { categoryId: shown.id, name: unique("صنف "), price: "3.50", isFeatured: true },
      { categoryId: shown.id, name: unique("صنف مخفي "), price: "9.75", isActive: false, isFeatured: true },
      { categoryId: hiddenCategory.id, name: unique("صنف في تصنيف مخفي "), price: "4.00" },
    ]);
    const nextWeek = new Date(Date.now() + WEEK_MS);
    await db.insert(offers).values([
      { title: unique("عرض "), originalPrice: "5.00", discountedPrice: "4.00" },
      { title: unique("عرض مخفي "), originalPrice: "5.00", discountedPrice: "4.00", isActive: false },
      {
        title: unique("عرض الأسبوع القادم "),
        originalPrice: "8.00",
        discountedPrice: "6.00",
        startsAt: nextWeek,
        endsAt: new Date(nextWeek.getTime() + WEEK_MS),
      },
    ]);
    const [open, closed] = await db
      .insert(governorates)
      .values([{ name: unique("محافظة ") }, { name: unique("محافظة مخفية "), isActive: false }])
      .returning();
    await db.insert(areas).values([
      { name: unique("منطقة "), governorateId: open.id },
      { name: unique("منطقة مخفية "), governorateId: open.id, isActive: false },
      { name: unique("منطقة في محافظة مخفية "), governorateId: closed.id },
    ]);
    await db
      .insert(jobPositions)
      .values([{ title: unique("وظيفة ") }, { title: unique("وظيفة مخفية "), isActive: false }]);
    await db.insert(applicationQuestions).values([
      { question: unique("سؤال "), order: 1 },
      { question: unique("سؤال مخفي "), order: 2, isActive: false },
    ]);
    await db.insert(reviews).values([
      { customerName: "زائر", rating: 5, comment: "طيب جداً", approved: true },
      { customerName: "زائر", rating: 1, comment: "بانتظار المراجعة", approved: false },
      { customerName: "زائر", rating: 4, comment: "مخفي", approved: true, isActive: false },
    ]);
    await db.insert(customerReels).values([
      { customerName: "زائر", videoUrl: "https://www.youtube.com/watch?v=aaaaaaaaaaa", approved: true },
      { customerName: "زائر", videoUrl: "https://www.youtube.com/watch?v=bbbbbbbbbbb", approved: false },
    ]);
  });

  it("finds the lists in the route table, the menu, offers and hiring lists among them", () => {
    const keys = publicLists.map((list) => list.key);
    for (const key of ["menu.list", "menu.featured", "offers.list", "recruitment.positions", "recruitment.areas"]) {
      expect(keys).toContain(key);
    }
    expect(keys.length).toBeGreaterThanOrEqual(12);
  });

  it("gives each role the hidden rows exactly where it may call the endpoint that manages them", async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { key, route } of publicLists) {
      const visitor = await clients.visitor.get(route.path);
      expect(visitor.status, key).toBe(200);
      const visitorIds = idsOf(visitor.body);
      const manager = hiddenRowsManagedBy(route);
      for (const role of ["owner", "manager", "cashier"] as const) {
        const res = await clients[role].get(route.path);
        expect(res.status, `${key} as ${role}`).toBe(200);
        const ids = idsOf(res.body);
        // Never fewer rows than a visitor; more only when hidden ones were added.
        expect(ids, `${key} as ${role}`).toEqual(expect.arrayContaining(visitorIds));
        const seesHidden = ids.length > visitorIds.length;
        outcomes.push(`${key} ${role}: ${seesHidden ? "hidden rows" : "visitor's view"}`);
        const may = manager !== undefined && roleAdmits(manager.access, role);
        expected.push(`${key} ${role}: ${may ? "hidden rows" : "visitor's view"}`);
        if (!seesHidden) expect(res.body, `${key} as ${role}`).toEqual(visitor.body);
        // The role-dependent answer is the route's, never a shared cache's.
        if (may) expect(res.headers.get("cache-control"), key).toBe("no-store");
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it("narrows a list with hidden rows to the visitor's view for its manager with ?active=true", async () => {
    for (const { key, route } of publicLists.filter((list) => hiddenRowsManagedBy(list.route))) {
      const visitor = await clients.visitor.get(route.path);
      const narrowed = await clients.owner.get(`${route.path}?active=true`);
      expect(idsOf(narrowed.body), key).toEqual(idsOf(visitor.body));
    }
  });

  it("shows a cashier neither a hidden dish's prices nor next week's offer, which the owner sees", async () => {
    const hiddenDish = (body: { name: string }[]) => body.filter((row) => row.name.startsWith("صنف مخفي "));
    const laterOffer = (body: { title: string }[]) => body.filter((row) => row.title.startsWith("عرض الأسبوع القادم "));
    expect(hiddenDish((await clients.owner.get(routes.menu.list.path)).body)).toHaveLength(1);
    expect(hiddenDish((await clients.cashier.get(routes.menu.list.path)).body)).toEqual([]);
    expect(laterOffer((await clients.owner.get(routes.offers.list.path)).body)).toHaveLength(1);
    expect(laterOffer((await clients.cashier.get(routes.offers.list.path)).body)).toEqual([]);
    expect(laterOffer((await clients.manager.get(routes.offers.list.path)).body)).toEqual([]);
    // The admin list stays the owner's alone.
    expect((await clients.cashier.get(routes.offers.adminList.path)).status).toBe(403);
  });
});
