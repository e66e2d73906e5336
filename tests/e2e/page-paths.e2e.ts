import { expect, openDashboard, test, waitForSettled } from "./support";

const NOT_FOUND_TITLE = /^Page Not Found/;

/** React's hydration errors (#418 and its friends) and warnings, as the console reports them. */
function reactErrors(page: import("@playwright/test").Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Minified React error|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test.describe("paths the server and the browser agree on (390px phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a trailing slash moves to the page without it, query kept, and the page is drawn", async ({ page }) => {
    const errors = reactErrors(page);
    const res = await page.goto("/submit-review/?from=qr");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/submit-review\?from=qr$/);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
    await expect(page).not.toHaveTitle(NOT_FOUND_TITLE);
    await waitForSettled(page);
    expect(errors).toEqual([]);
  });

  test("another case of a page's path is the 404 page in the server and in the browser", async ({ page }) => {
    const errors = reactErrors(page);
    const res = await page.goto("/JOBS");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await waitForSettled(page);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("unknown admin paths (1280px desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the sidebar's menu link (the dashboard's own root) opens the menu page, not the 404 page", async ({ page }) => {
    await openDashboard(page, "/offers");
    await page.getByRole("link", { name: "الأصناف" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "الأصناف", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
  });

  test("an unknown path under /admin is the 404 page, also for a signed-in admin", async ({ page }) => {
    const errors = reactErrors(page);
    await openDashboard(page);
    for (const path of ["/admin/nope", "/admin/dashboard/nope"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("button", { name: "إظهار أو إخفاء القائمة الجانبية" })).toHaveCount(0);
    }
    await waitForSettled(page);
    expect(errors).toEqual([]);
  });
});
