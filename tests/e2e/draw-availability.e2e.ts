import type { Page } from "@playwright/test";
import { ensureActivePrize, expect, test } from "./support";

// Whether a prize is active is shared by every test, so "no active prize" is the server's real
// answer replayed (its rule is covered in tests/api/lottery-availability.test.ts). Server-rendered
// pages carry their data in the HTML, so the visitor arrives on another page and moves to the one
// under test in the browser, which then asks the (replayed) API.
const drawClosed = { json: { open: false } };
const header = (page: Page) => page.getByRole("navigation", { name: "التنقل الرئيسي" });

test.describe("with no active prize", () => {
  test.use({ lotteryPopup: true });

  test("the home page does not invite visitors into the draw", async ({ page }) => {
    await page.route("**/api/lottery/availability", (route) => route.fulfill(drawClosed));
    await page.clock.install();
    await page.goto("/terms");
    await header(page).getByRole("link", { name: "الرئيسية" }).click();
    await expect(page.getByRole("heading", { name: "بروستد الأصيل", level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(10_000);
    await expect(page.getByRole("dialog", { name: "اربح معنا!" })).toHaveCount(0);
  });

  test("/win says so before its form", async ({ page }) => {
    await page.route("**/api/lottery/availability", (route) => route.fulfill(drawClosed));
    await page.goto("/terms");
    await header(page).getByRole("link", { name: "اربح معنا" }).click();
    await expect(page).toHaveURL(/\/win$/);
    await expect(page.getByRole("heading", { name: "اربح معنا" })).toBeVisible();
    await expect(page.getByText("لا توجد جوائز متاحة حالياً")).toBeVisible();
    await expect(page.getByLabel("رقم الفاتورة")).toHaveCount(0);
    await expect(page.getByLabel("رقم الهاتف")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "ادخل السحب" })).toHaveCount(0);
  });
});

test("with an active prize the popup invites and /win shows its form, as the server says", async ({
  page,
  browser,
}) => {
  await ensureActivePrize(browser);
  const availability = await page.request.get("/api/lottery/availability");
  expect(await availability.json()).toEqual({ open: true });
  await page.goto("/win");
  await expect(page.getByLabel("رقم الفاتورة")).toBeVisible();
  await expect(page.getByText("لا توجد جوائز متاحة حالياً")).toHaveCount(0);
});
