import { describe, expect, it } from "vitest";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { sourcePages } from "../support/source-pages";

const ORIGIN = "https://broasted.example";

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

type MenuNode = {
  "@type": string;
  hasMenuSection: { "@type": string; name: string; hasMenuItem: { name: string; nutrition?: unknown }[] }[];
};

describe("the home page's menu, rendered by the server", () => {
  const clock = new Date("2026-11-24T17:00:00Z"); // 20:00 in Amman
  const suite = startAdminApp({ publicUrl: ORIGIN }, { client: { pages: sourcePages() }, now: () => clock });

  it("groups dishes under their categories in order, with one JSON-LD MenuSection each and calories as nutrition", async () => {
    const drinks = (await suite.admin.post("/api/menu-categories", { name: unique("مشروبات ") })).body;
    const meals = (await suite.admin.post("/api/menu-categories", { name: unique("وجبات ") })).body;
    const hidden = (await suite.admin.post("/api/menu-categories", { name: unique("مخفي ") })).body;
    expect((await suite.admin.post(`/api/menu-categories/${meals.id}/move`, { direction: "up" })).status).toBe(200);
    const cola = unique("كولا ");
    const broasted = unique("بروستد ");
    const secret = unique("سري ");
    await suite.admin.post("/api/menu-items", { name: cola, price: "0.75", categoryId: drinks.id });
    await suite.admin.post("/api/menu-items", {
      name: broasted,
      mealPrice: "5",
      mealCalories: 1100,
      allergens: ["gluten"],
      categoryId: meals.id,
    });
    await suite.admin.post("/api/menu-items", { name: secret, price: "1", categoryId: hidden.id });
    await suite.admin.put(`/api/menu-categories/${hidden.id}`, { isActive: false });

    const html = (await suite.app.client().get("/")).text;
    expect(html.indexOf(meals.name)).toBeGreaterThan(0);
    expect(html.indexOf(meals.name)).toBeLessThan(html.indexOf(drinks.name));
    expect(html).toContain(broasted);
    expect(html).not.toContain(secret);
    expect(html).not.toContain(hidden.name);

    const graph = jsonLd(html)[0]["@graph"] as MenuNode[];
    const menu = graph.find((node) => node["@type"] === "Menu")!;
    const sections = menu.hasMenuSection.filter((section) => section.name !== "العروض");
    expect(sections.map((section) => section.name)).toEqual([meals.name, drinks.name]);
    expect(sections[0].hasMenuItem).toEqual([
      expect.objectContaining({
        name: broasted,
        nutrition: { "@type": "NutritionInformation", calories: "1100 calories" },
      }),
    ]);
    expect(sections[1].hasMenuItem[0]).not.toHaveProperty("nutrition");
  });

  it("shows «نفد اليوم» on a dish sold out at the branch chosen with ?branch=, and not at another branch", async () => {
    const name = unique("زنجر ");
    const item = (await suite.admin.post("/api/menu-items", { name, price: "3" })).body;
    expect(
      (await suite.admin.put(`/api/menu-items/${item.id}/sold-out`, { branch: "دابوق", soldOut: true })).status,
    ).toBe(200);
    // The dish's row in the rendered menu section (the head and the hydration state name it too).
    const rowOf = (html: string) => {
      const menu = html.slice(html.indexOf('id="menu"'), html.indexOf('id="contact"'));
      const at = menu.indexOf(name);
      return menu.slice(menu.lastIndexOf("<li", at), menu.indexOf("</li>", at));
    };
    const atDabouq = rowOf((await suite.app.client().get("/?branch=dabouq")).text);
    expect(atDabouq).toContain(name);
    expect(atDabouq).toContain("نفد اليوم");
    const atAirport = rowOf((await suite.app.client().get("/?branch=airport-road")).text);
    expect(atAirport).toContain(name);
    expect(atAirport).not.toContain("نفد اليوم");
  });
});
