import { expect, expectToast, openDashboard, SITE_WIDE, test } from "./support";

// The settings are site-wide: these tests run before all others, one at a time, and restore what they switch off.
test(
  "switching the win link off hides it in the header, on desktop and in the mobile menu",
  SITE_WIDE,
  async ({ page }) => {
    try {
      await openDashboard(page, "/settings");
      await expect(page.getByRole("switch")).toHaveCount(7);
      const toggle = page.getByRole("switch", { name: "رابط اربح معنا" });
      await expect(toggle).toBeChecked();
      const put = page.waitForRequest((req) => req.url().endsWith("/api/site-settings") && req.method() === "PUT");
      await toggle.click();
      expect((await put).postDataJSON()).toEqual({ showLotteryLink: false });
      await expectToast(page, "تم تحديث الإعدادات بنجاح");
      await expect(toggle).not.toBeChecked();

      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "التنقل الرئيسي" });
      await expect(nav.getByRole("link", { name: "الوظائف" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "اربح معنا" })).toHaveCount(0);

      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("/");
      await page.getByRole("button", { name: "فتح القائمة" }).click();
      const menu = page.locator("#mobile-nav");
      await expect(menu.getByRole("link", { name: "الوظائف" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "اربح معنا" })).toHaveCount(0);
    } finally {
      const restored = await page.request.put("/api/site-settings", { data: { showLotteryLink: true } });
      expect(restored.status()).toBe(200);
    }
    await page.goto("/");
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    await expect(page.locator("#mobile-nav").getByRole("link", { name: "اربح معنا" })).toBeVisible();
  },
);

test("a failed settings change shows the error toast and keeps the switch as it was", SITE_WIDE, async ({ page }) => {
  await openDashboard(page, "/settings");
  await page.route("**/api/site-settings", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "" })
      : route.fallback(),
  );
  const toggle = page.getByRole("switch", { name: "رابط الوظائف" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expectToast(page, "خطأ");
  await expect(page.getByText("فشل تحديث الإعدادات", { exact: true })).toBeVisible();
  await expect(toggle).toBeChecked();
  const settings = await (await page.request.get("/api/site-settings")).json();
  expect(settings.showJobsLink).toBe(true);
});
