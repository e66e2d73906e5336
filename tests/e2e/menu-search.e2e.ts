import type { Locator, Page } from "@playwright/test";
import { create } from "./site-content";
import {
  expect,
  expectToast,
  newVisitorPage,
  openDashboard,
  signIn,
  test,
  uniqueName,
  waitForHydration,
} from "./support";

// The menu search finds the spellings Jordanians use for the same dish, forgives one typo in a
// longer word, and when nothing matches says what was searched and offers the categories.
test.use({ viewport: { width: 390, height: 844 } });

const dishRow = (page: Page, name: string): Locator =>
  page
    .locator("#menu")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });

test("common spellings, one typo and the owner's own variants find the dish; no match offers the categories", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const category = uniqueName("سندويشات");
  const categoryId = (await create(page.request, "/api/menu-categories", { name: category })).id;
  const names = {
    zinger: uniqueName("ساندويش زنجر"),
    fries: uniqueName("بطاطس مقلية"),
    fajita: uniqueName("فاهيتا دجاج"),
    strips: uniqueName("ستربس حار"),
  };
  for (const name of Object.values(names)) {
    await create(page.request, "/api/menu-items", { name, categoryId, sandwichPrice: "2.50" });
  }

  const visitor = await newVisitorPage(browser);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto("/#menu");
  await waitForHydration(visitor);
  const search = visitor.getByRole("searchbox", { name: "ابحث في القائمة" });
  for (const [typed, found, notFound] of [
    ["سندويش زينجر", names.zinger, names.fries],
    ["بطاطا", names.fries, names.zinger],
    ["فهيتا", names.fajita, names.strips],
    ["استربس", names.strips, names.fajita],
    // One typo in a word of five letters or more.
    ["مقليى", names.fries, names.fajita],
    ["فاهيتت", names.fajita, names.fries],
  ]) {
    await search.fill(typed);
    await expect(dishRow(visitor, found)).toBeVisible();
    await expect(dishRow(visitor, notFound)).toHaveCount(0);
  }

  await search.fill("بيتزا مارغريتا");
  await expect(visitor.locator("#menu").getByRole("status")).toHaveText("لا توجد أصناف تطابق «بيتزا مارغريتا»");
  const offered = visitor.getByRole("navigation", { name: "تصفح التصنيفات" });
  await offered.getByRole("link", { name: category }).click();
  await expect(search).toHaveValue("");
  await expect(visitor.getByRole("heading", { name: category, level: 3 })).toBeInViewport();

  // «شيبس» finds nothing until the owner says it is another way of writing «بطاطس».
  await search.fill("شيبس");
  await expect(dishRow(visitor, names.fries)).toHaveCount(0);

  // The owner works at a desk.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page);
  const spellings = page.getByRole("textbox", { name: "تهجئات إضافية" });
  await spellings.fill("كلمة");
  await page.getByRole("button", { name: "حفظ التهجئات" }).click();
  await expect(page.getByText("اكتب في كل سطر كلمتين على الأقل تُكتبان بأكثر من طريقة، بينهما فاصلة")).toBeVisible();
  await spellings.fill("شيبس، بطاطس");
  await page.getByRole("button", { name: "حفظ التهجئات" }).click();
  await expectToast(page, "تم حفظ تهجئات البحث");
  await page.reload();
  await expect(spellings).toHaveValue("شيبس، بطاطس");

  await visitor.reload();
  await waitForHydration(visitor);
  await search.fill("شيبس");
  await expect(dishRow(visitor, names.fries)).toBeVisible();
  await visitor.close();
});
