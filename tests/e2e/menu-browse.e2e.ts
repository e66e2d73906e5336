import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import {
  holdChunk,
  asAdmin,
  expect,
  expectToast,
  newVisitorPage,
  openDashboard,
  signIn,
  test,
  uniqueName,
  waitForHydration,
} from "./support";

type Made = { starters: string; drinks: string; fatteh: string; wings: string; cola: string };

/** A dish's row in the menu: the list item whose heading is the dish's name (the row has no name of its own). */
const dishRow = (menu: Locator, name?: string) => {
  const rows = menu.getByRole("listitem");
  return name === undefined ? rows : rows.filter({ has: menu.page().getByRole("heading", { name }) });
};

/** Two categories of this test's own, with dishes whose names carry the spellings search must see past. */
async function makeMenu(api: APIRequestContext): Promise<Made> {
  const made = {
    starters: uniqueName("مقبلات"),
    drinks: uniqueName("مشروبات"),
    fatteh: uniqueName("فتّة الدجاج"),
    wings: uniqueName("أجنحة حارّة"),
    cola: uniqueName("كولا 330 مل"),
  };
  const category = async (name: string) => {
    const res = await api.post("/api/menu-categories", { data: { name } });
    expect(res.status()).toBe(201);
    return (await res.json()).id as string;
  };
  const [starters, drinks] = [await category(made.starters), await category(made.drinks)];
  for (const [name, categoryId, extra] of [
    [made.fatteh, starters, { mealPrice: "4.5", mealCalories: 780, allergens: ["milk", "sesame"] }],
    [made.wings, starters, { sandwichPrice: "2.25", sandwichCalories: 430 }],
    [made.cola, drinks, { price: "0.75" }],
  ] as const) {
    const res = await api.post("/api/menu-items", { data: { name, categoryId, ingredients: "طازج يومياً", ...extra } });
    expect(res.status()).toBe(201);
  }
  return made;
}

for (const width of [390, 1280]) {
  test.describe(`the public menu at ${width} px`, () => {
    let made: Made;
    test.beforeAll(async ({ playwright }) => {
      made = await asAdmin(playwright, makeMenu);
    });
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    });

    const menuOf = (page: Page) => page.locator("#menu");

    test("sticky category chips jump to their group and mark the one on screen", async ({ page }) => {
      await page.goto("/");
      const chips = page.getByRole("navigation", { name: "تصنيفات القائمة" });
      const drinksChip = chips.getByRole("link", { name: made.drinks });
      await drinksChip.scrollIntoViewIfNeeded();
      await drinksChip.click();
      const heading = menuOf(page).getByRole("heading", { name: made.drinks, level: 3 });
      await expect(heading).toBeInViewport();
      await expect(drinksChip).toHaveAttribute("aria-current", "true");
      // The row of chips stays under the header, and the group's heading is not hidden behind it.
      const [chipsBox, headingBox] = [await chips.boundingBox(), await heading.boundingBox()];
      expect(chipsBox!.y).toBeGreaterThanOrEqual(60);
      expect(chipsBox!.y).toBeLessThan(80);
      expect(headingBox!.y).toBeGreaterThanOrEqual(chipsBox!.y + chipsBox!.height - 1);

      await chips.getByRole("link", { name: made.starters }).click();
      await expect(chips.getByRole("link", { name: made.starters })).toHaveAttribute("aria-current", "true");
      await expect(drinksChip).not.toHaveAttribute("aria-current", "true");
    });

    test("a dish opens in a sheet with its calories and allergens; closing returns to its row", async ({ page }) => {
      await page.goto("/");
      const row = dishRow(menuOf(page), made.fatteh);
      // Compact: far less than 200 px of page per dish.
      expect((await row.boundingBox())!.height).toBeLessThan(width === 390 ? 140 : 120);
      await expect(row).toContainText("4.50 د.أ");
      const open = row.getByRole("button", { name: made.fatteh });
      await open.click();
      const sheet = page.getByRole("dialog", { name: made.fatteh });
      await expect(sheet).toContainText("780 سعرة حرارية");
      await expect(sheet).toContainText("مسببات الحساسية: الحليب، السمسم");
      await expect(sheet).toContainText("طازج يومياً");
      if (width === 390) {
        // A bottom sheet on a phone: once it has slid in, the panel sits on the bottom edge, full width.
        await expect
          .poll(async () => {
            const box = (await sheet.boundingBox())!;
            return [Math.round(box.y + box.height), Math.round(box.width)];
          })
          .toEqual([844, 390]);
      }
      await expectNoViolations(page, `dish sheet at ${width}`);
      await sheet.getByRole("button", { name: "إغلاق" }).click();
      await expect(sheet).toBeHidden();
      await expect(open).toBeFocused();
    });

    test("search finds dishes however the Arabic is written, and says when nothing matches", async ({ page }) => {
      await page.goto("/");
      const search = page.getByRole("searchbox", { name: "ابحث في القائمة" });
      const menu = menuOf(page);
      // فتّة typed without the shadda and with ه for ة; أجنحة with a bare alef, a tatweel and ه; 330 in Arabic-Indic digits.
      for (const [typed, expected] of [
        ["فته", made.fatteh],
        ["اجنـحه", made.wings],
        ["كولا ٣٣٠", made.cola],
      ] as const) {
        await search.fill(typed);
        await expect(dishRow(menu, expected)).toBeVisible();
        for (const other of [made.fatteh, made.wings, made.cola].filter((name) => name !== expected)) {
          await expect(dishRow(menu, other)).toHaveCount(0);
        }
      }
      await search.fill("بيتزا مارغريتا");
      await expect(menu.getByRole("status")).toHaveText("لا توجد أصناف تطابق «بيتزا مارغريتا»");
      await expect(dishRow(menu)).toHaveCount(0);
      await expectNoViolations(page, `menu search at ${width}`, "#menu");
      await search.fill("");
      await expect(dishRow(menu, made.cola)).toBeVisible();
    });
  });
}

test("one tap in the dish list marks a dish sold out today at one branch: dimmed there, untouched elsewhere", async ({
  page,
  browser,
}) => {
  const name = uniqueName("زنجر حار");
  await signIn(page);
  expect((await page.request.post("/api/menu-items", { data: { name, sandwichPrice: "3" } })).status()).toBe(201);
  await openDashboard(page);
  const row = page.getByRole("row").filter({ hasText: name });
  const dabouq = row.getByRole("button", { name: "دابوق: نفد اليوم" });
  await expect(dabouq).toHaveAttribute("aria-pressed", "false");
  await dabouq.click();
  await expectToast(page, `«${name}» نفد اليوم في: دابوق`);
  await expect(dabouq).toHaveAttribute("aria-pressed", "true");
  await expectNoViolations(page, "dashboard dish list", "main");

  for (const width of [390, 1280]) {
    const visitor = await newVisitorPage(browser);
    await visitor.setViewportSize({ width, height: 844 });
    await visitor.goto("/?branch=dabouq");
    const atDabouq = dishRow(visitor.locator("#menu"), name);
    await expect(atDabouq).toContainText("نفد اليوم");
    await expect(atDabouq).toHaveClass(/dish-sold-out/);
    await expect(atDabouq).toHaveCSS("background-color", /oklch\(0\.985 0 (0|none)\)|rgb\(250, 250, 250\)/);
    await visitor.goto("/?branch=airport-road");
    const atAirport = dishRow(visitor.locator("#menu"), name);
    await expect(atAirport).toBeVisible();
    await expect(atAirport).not.toContainText("نفد اليوم");
    await visitor.close();
  }

  // Lifted by the same tap.
  await dabouq.click();
  await expectToast(page, `«${name}» متوفر`);
  await expect(dabouq).toHaveAttribute("aria-pressed", "false");
});

test("a chip row swiped while the menu's code is still loading stays where the visitor left it when the code arrives", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const made = await makeMenu(page.request);
  const release = await holdChunk(page, "menu-section");
  await page.goto("/");
  const chips = page.getByRole("navigation", { name: "تصنيفات القائمة" });
  const drinksChip = chips.getByRole("link", { name: made.drinks });
  await drinksChip.scrollIntoViewIfNeeded();
  // This test's drinks come after its starters: on a phone the row had to scroll to show them.
  const row = chips.locator("div").first();
  const swiped = await row.evaluate((element) => element.scrollLeft);
  expect(swiped).not.toBe(0);
  release();
  await waitForHydration(page);
  await expect(chips.getByRole("link").first()).toHaveAttribute("aria-current", "true");
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(swiped);
  await expect(drinksChip).toBeInViewport();
  await drinksChip.click();
  await expect(page.locator("#menu").getByRole("heading", { name: made.drinks, level: 3 })).toBeInViewport();
  await expect(drinksChip).toHaveAttribute("aria-current", "true");
});

test("a dish tapped while the menu's code is still loading opens in its sheet once it arrives", async ({ page }) => {
  await signIn(page);
  const made = await makeMenu(page.request);
  const release = await holdChunk(page, "menu-section");
  await page.goto("/");
  const sheet = page.getByRole("dialog", { name: made.wings });
  await page.locator("#menu").getByRole("button", { name: made.wings }).click();
  // Nothing should happen while the menu's code is held back: no sheet opens without it.
  await page.waitForTimeout(300);
  await expect(sheet).toHaveCount(0);
  release();
  await expect(sheet).toContainText("430 سعرة حرارية");
});

test("a dish's sheet opened and closed on a loaded page does not open again by itself when the visitor goes back and forward", async ({
  page,
}) => {
  await signIn(page);
  const made = await makeMenu(page.request);
  await page.context().clearCookies();
  await page.goto("/");
  await waitForHydration(page);
  const sheet = page.getByRole("dialog", { name: made.wings });
  await page.locator("#menu").getByRole("button", { name: made.wings }).click();
  await expect(sheet).toContainText("430 سعرة حرارية");
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);

  // Away and back inside the app (its own links and the browser's history): the menu is drawn anew.
  await page.getByRole("navigation", { name: "التنقل الرئيسي" }).getByRole("link", { name: "الوظائف" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  for (const step of ["back", "forward", "back"] as const) {
    await (step === "back" ? page.goBack() : page.goForward());
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Nothing should happen: a tap from before is never answered again on a page drawn anew.
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog"), step).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/$/);
});

test("at 390 px the page carries no dish sheet detail; the search still finds a dish by its meal's ingredients, and its sheet shows them", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const name = uniqueName("صحن عائلي");
  const sauce = uniqueName("صوص الزعتر البري");
  const res = await page.request.post("/api/menu-items", {
    data: { name, mealPrice: "6", mealIngredients: `بطاطا، ${sauce}`, mealCalories: 1150 },
  });
  expect(res.status()).toBe(201);
  // A dish of the same kind whose ingredients do not name the sauce: the search must leave it out.
  const other = uniqueName("صحن عائلي");
  expect((await page.request.post("/api/menu-items", { data: { name: other, mealPrice: "6" } })).status()).toBe(201);

  const visitor = await newVisitorPage(browser);
  await visitor.setViewportSize({ width: 390, height: 844 });
  const details: string[] = [];
  visitor.on("request", (request) => {
    if (request.url().includes("/api/menu-items/details")) details.push(request.url());
  });
  await visitor.goto("/");
  // The meal's ingredients are not in the page as sent: the sheet and the search fetch them.
  expect(await (await visitor.request.get("/")).text()).not.toContain(sauce);
  const search = visitor.getByRole("searchbox", { name: "ابحث في القائمة" });
  await search.fill(sauce.split(" ").slice(1, 3).join(" "));
  const row = dishRow(visitor.locator("#menu"), name);
  await expect(dishRow(visitor.locator("#menu"), other)).toHaveCount(0);
  await expect(row).toBeVisible();
  expect(details.length).toBeGreaterThan(0);
  await row.getByRole("button", { name }).click();
  const sheet = visitor.getByRole("dialog", { name });
  await expect(sheet).toContainText(sauce);
  await expect(sheet).toContainText("1,150 سعرة حرارية");
  await visitor.close();
});
