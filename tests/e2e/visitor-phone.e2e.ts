import { expect, test, waitForHydration } from "./support";

// A visitor on a phone, before and after the page's code arrives.
test.use({ viewport: { width: 390, height: 844 } });

test("the footer's year hydrates without a mismatch when the phone's clock is in another year, then shows the phone's year", async ({
  page,
}) => {
  const serverYear = new Date().getFullYear();
  const otherYear = serverYear + 3;
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.clock.install({ time: new Date(`${otherYear}-01-01T00:30:00+02:00`) });
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await waitForHydration(page);
  await expect(footer).toContainText(`© ${otherYear}`);
  expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([]);
});

test("the header links to the offers and the branches, and the admin's way in is a quiet link", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // Nothing in the header runs past the screen's edge.
  const header = page.getByRole("banner");
  expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  const menu = page.locator("#mobile-nav");
  await expect(menu.getByRole("link", { name: "دخول المسؤول" })).toHaveAttribute("href", "/admin/login");
  await menu.getByRole("link", { name: "الفروع" }).click();
  await expect(page.locator("#branches")).toBeInViewport();
  await expect(page).toHaveURL(/#branches$/);
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await menu.getByRole("link", { name: "العروض" }).click();
  await expect(page.locator("#offers")).toBeInViewport();
});

test("on a wide screen the header shows the offers and branches links and no admin button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const header = page.getByRole("banner");
  const nav = header.getByRole("navigation", { name: "التنقل الرئيسي" }).first();
  await expect(nav.getByRole("link", { name: "العروض" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "الفروع" })).toBeVisible();
  const admin = header.getByRole("link", { name: "دخول المسؤول" }).first();
  await expect(admin).toBeVisible();
  await expect(admin).not.toHaveClass(/btn/);
  expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the hero's «تصفح القائمة» takes the visitor to the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "تصفح القائمة" }).click();
    await expect(page).toHaveURL(/#menu$/);
    await expect(page.locator("#menu")).toBeInViewport();
  });
});
