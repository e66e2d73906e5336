import { ADMIN_DASHBOARD_PAGES } from "../../shared/app-paths";
import { PUBLIC_PAGES } from "../../shared/public-pages";
import { expectNoViolations } from "./axe";
import { asAdmin, ensureActivePrize, expect, openDashboard, test, uniqueName, waitForSettled } from "./support";

test.describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  test.beforeAll(async ({ playwright }) => {
    await asAdmin(playwright, async (api) => {
      expect(
        (
          await api.post("/api/menu-items", {
            data: { name: uniqueName("زنجر"), sandwichPrice: "2.50", isFeatured: true },
          })
        ).status(),
      ).toBe(201);
      expect(
        (
          await api.post("/api/offers", {
            data: { title: uniqueName("عرض"), originalPrice: "10", discountedPrice: "8" },
          })
        ).status(),
      ).toBe(201);
      const review = await api.post("/api/reviews", {
        data: { customerName: "سارة", rating: 4, comment: "دجاج مقرمش وخدمة سريعة جداً" },
      });
      expect((await api.put(`/api/reviews/${(await review.json()).id}/approve`)).status()).toBe(200);
      const reel = await api.post("/api/submit-reel", {
        data: { customerName: "رنا", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", isActive: true },
      });
      expect(reel.status()).toBe(201);
      for (const row of await (await api.get("/api/customer-reels")).json()) {
        if (!row.approved) expect((await api.put(`/api/customer-reels/${row.id}/approve`)).status()).toBe(200);
      }
    });
  });

  for (const path of [...PUBLIC_PAGES.map((page) => page.path), "/no/such/page"]) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForSettled(page);
      await expectNoViolations(page, path);
    });
  }

  test("public pages on a phone, with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    await expectNoViolations(page, "/ (phone, menu open)");
  });

  test.describe("with the draw popup", () => {
    test.use({ lotteryPopup: true });
    // The popup opens only while a prize is active: this test makes sure of it rather than relying on others.
    test.beforeAll(({ playwright }) => ensureActivePrize(playwright));
    test("the draw popup", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 8000 });
      await expectNoViolations(page, "draw popup");
    });
  });

  test("the review thank-you dialog", async ({ page }) => {
    await page.goto("/submit-review");
    await page.getByLabel("الاسم").fill("خالد");
    await page.getByRole("radiogroup", { name: "التقييم" }).getByRole("radio").nth(4).check({ force: true });
    await page.getByLabel("رأيك").fill("تجربة رائعة والطعام لذيذ جداً");
    await page.getByRole("button", { name: "إرسال التقييم" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "review thank-you");
  });

  for (const path of ADMIN_DASHBOARD_PAGES.map((page) => (page === "/" ? "" : page))) {
    test(`dashboard ${path || "/"}`, async ({ page }) => {
      await openDashboard(page, path);
      await waitForSettled(page);
      await expectNoViolations(page, `/admin/dashboard${path}`);
    });
  }

  test("the overview with every chart's table open", async ({ page }) => {
    await openDashboard(page, "/overview");
    await expect(page.getByText("عرض البيانات كجدول")).toHaveCount(3);
    for (const toggle of await page.getByText("عرض البيانات كجدول").all()) await toggle.click();
    await expect(page.getByRole("table", { name: "مشاركات السحب في كل يوم" })).toBeVisible();
    await expectNoViolations(page, "overview tables");
  });

  test("the login page and the upload dialog", async ({ page }) => {
    await page.goto("/admin/login");
    await expectNoViolations(page, "/admin/login");
    await openDashboard(page);
    await page.getByRole("button", { name: "إضافة صنف" }).click();
    await page
      .getByRole("button", { name: /رفع صورة|اختر صورة|صورة/ })
      .first()
      .click();
    await expect(page.locator(".uppy-Dashboard")).toBeVisible();
    await expectNoViolations(page, "upload dialog");
  });
});
