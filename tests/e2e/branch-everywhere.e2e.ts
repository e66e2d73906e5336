import { create, uploadPhoto } from "./site-content";
import { expect, newVisitorPage, signIn, test, uniqueName, waitForHydration } from "./support";

// A branch chosen in the address (?branch=…) holds for the whole page: the hero's featured dishes
// and a dish's sheet say what is true at that branch.
test.use({ viewport: { width: 390, height: 844 } });

test("the featured carousel shows only the dishes sold at the branch chosen", async ({ page, browser }) => {
  await signIn(page);
  const atDabouq = uniqueName("زنجر دابوق");
  const atYasmeen = uniqueName("بروستد الياسمين");
  for (const [name, branch] of [
    [atDabouq, "دابوق"],
    [atYasmeen, "الياسمين"],
  ]) {
    const imageUrl = await uploadPhoto(page.request);
    await create(page.request, "/api/menu-items", {
      name,
      sandwichPrice: "2.75",
      imageUrl,
      isFeatured: true,
      branches: [branch],
    });
  }
  const visitor = await newVisitorPage(browser);
  await visitor.setViewportSize({ width: 390, height: 844 });
  const carousel = visitor.getByRole("region", { name: "شريط الأطباق المميزة" });

  await visitor.goto("/?branch=al-yasmeen");
  await expect(carousel.getByRole("heading", { name: atYasmeen })).toHaveCount(1);
  await expect(carousel.getByRole("heading", { name: atDabouq })).toHaveCount(0);
  await waitForHydration(visitor);
  await expect(carousel.getByRole("heading", { name: atDabouq })).toHaveCount(0);

  // Choosing another branch in the menu changes the hero too.
  await visitor.getByRole("group", { name: "عرض قائمة فرع" }).getByRole("link", { name: "دابوق" }).click();
  await expect(carousel.getByRole("heading", { name: atDabouq })).toHaveCount(1);
  await expect(carousel.getByRole("heading", { name: atYasmeen })).toHaveCount(0);

  // Every branch: both.
  await visitor.goto("/");
  await expect(carousel.getByRole("heading", { name: atDabouq })).toHaveCount(1);
  await expect(carousel.getByRole("heading", { name: atYasmeen })).toHaveCount(1);
  await visitor.close();
});

test("a dish's sheet says what is true at the branch chosen, never «نفد اليوم» beside «متوفر في جميع الفروع»", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const name = uniqueName("بطاطا مقرمشة");
  const dish = await create(page.request, "/api/menu-items", { name, sandwichPrice: "1.25" });
  const marked = await page.request.put(`/api/menu-items/${dish.id}/sold-out`, {
    data: { branch: "الياسمين", soldOut: true },
  });
  expect(marked.status()).toBe(200);

  const visitor = await newVisitorPage(browser);
  await visitor.setViewportSize({ width: 390, height: 844 });
  const sheet = visitor.getByRole("dialog", { name });
  const open = async (path: string) => {
    await visitor.goto(path);
    await waitForHydration(visitor);
    await visitor.locator("#menu").getByRole("button", { name }).click();
    await expect(sheet).toBeVisible();
  };

  await open("/?branch=al-yasmeen");
  await expect(sheet).toContainText("نفد اليوم في فرع الياسمين");
  await expect(sheet).not.toContainText("متوفر");

  await open("/?branch=dabouq");
  await expect(sheet).toContainText("متوفر في فرع دابوق");
  await expect(sheet).not.toContainText("نفد اليوم");

  // No branch chosen: where it can be had today, and where it ran out.
  await open("/");
  await expect(sheet).toContainText("متوفر اليوم في: دابوق، المطار، الهاشمي الشمالي");
  await expect(sheet).toContainText("نفد اليوم في: الياسمين");
  await expect(sheet).not.toContainText("متوفر في جميع الفروع");
  await visitor.close();
});
