import { ensureActivePrize, expect, openDashboard, signIn, test, uniqueName, waitForSettled } from "./support";

const focusedName = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.tagName);

test("closing an admin dialog with Escape or إلغاء gives focus back to the button that opened it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page);
  const add = page.getByRole("button", { name: "إضافة صنف" });
  const dialog = page.getByRole("dialog", { name: "إضافة صنف جديد" });

  await add.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await dialog.getByRole("button", { name: "إلغاء" }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test("a row's edit dialog gives focus back to that row's button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const name = uniqueName("جائزة التركيز");
  expect((await page.request.post("/api/prizes", { data: { name, isActive: false } })).status()).toBe(201);
  await openDashboard(page, "/prizes");
  const edit = page.getByRole("button", { name: `تعديل ${name}` });
  await edit.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test.describe("the home page's draw popup", () => {
  test.use({ lotteryPopup: true });
  test.beforeAll(({ playwright }) => ensureActivePrize(playwright));

  test("gives focus back to where a keyboard user was when it closes", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForSettled(page);
    const link = page.getByRole("banner").getByRole("link").first();
    await link.focus();
    const popup = page.getByRole("dialog", { name: "اربح معنا!" });
    // Well past the popup's delay on the page's clock.
    await page.clock.runFor(10_000);
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(link).toBeFocused();
  });
});

test("on a phone, Escape closes the header menu and focus returns to the menu button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const button = page.getByRole("button", { name: "فتح القائمة" });
  const menu = page.locator("#mobile-nav");
  await button.click();
  await expect(menu).toBeVisible();
  // Into the menu with the keyboard, then out with Escape.
  await page.keyboard.press("Tab");
  expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "فتح القائمة" })).toBeFocused();
  expect(await focusedName(page)).not.toBe("BODY");
});
