import { expect, test } from "@playwright/test";

test("the draw popup opens about 2 s after settings load, traps focus, and closes with Escape", async ({ page }) => {
  const settingsLoaded = page.waitForResponse((res) => res.url().endsWith("/api/site-settings") && res.ok());
  await page.goto("/");
  const settings = await (await settingsLoaded).json();
  expect(settings.showLotteryPopup).toBe(true);
  const loadedAt = Date.now();

  const popup = page.getByRole("dialog", { name: "اربح معنا!" });
  await page.waitForTimeout(1500);
  await expect(popup).toBeHidden();
  await expect(popup).toBeVisible({ timeout: 5000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(1900);

  // Focus starts inside and stays inside however often Tab is pressed.
  for (let i = 0; i < 5; i++) {
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
});

test("'maybe later' closes the popup for this page view", async ({ page }) => {
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "اربح معنا!" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "ربما لاحقاً" }).click();
  await expect(popup).toBeHidden();
  await page.waitForTimeout(2500);
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("the popup's win button closes it and opens /win", async ({ page }) => {
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "اربح معنا!" });
  await popup.getByRole("button", { name: "شارك واربح الآن" }).click();
  await expect(page).toHaveURL(/\/win$/);
  await expect(popup).toBeHidden();
  await expect(page.getByRole("heading", { name: "اربح معنا" })).toBeVisible();
});
