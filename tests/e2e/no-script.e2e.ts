import { SERVED_PAGES } from "../../shared/public-pages-served";
import { ensureActivePrize, expect, test } from "./support";

// A visitor whose browser runs no script, on a phone.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
// /win shows its form only while a prize can be won.
test.beforeAll(({ browser }) => ensureActivePrize(browser));

test("without script the phone menu still opens and shows the site's links", async ({ page }) => {
  await page.goto("/");
  const menu = page.locator("#mobile-nav");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "الوظائف" })).toBeVisible();
});

for (const { path } of SERVED_PAGES.filter((page) => page.form)) {
  test(`without script the form on ${path} says it needs JavaScript and sending it puts nothing in the URL`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByText("يحتاج هذا النموذج إلى تفعيل JavaScript")).toBeVisible();
    const form = page.locator("main form").first();
    await expect(form).toHaveAttribute("method", "post");
    // Sent as the browser would: the answer is the page again, never a URL carrying what was typed.
    const sent = page.waitForURL((url) => url.pathname === path);
    await form.evaluate((element: HTMLFormElement) => element.submit());
    await sent;
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByText("يحتاج هذا النموذج إلى تفعيل JavaScript")).toBeVisible();
  });
}

test("a form POST to its page is sent back to the page with 303", async ({ request }) => {
  const res = await request.post("/win", { form: { invoiceNumber: "123", phone: "0791234567" }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toBe("/win");
});

test("without script /admin/login says the dashboard needs JavaScript instead of showing a blank page", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await expect(page.getByText("لوحة التحكم تحتاج إلى تفعيل JavaScript في المتصفح")).toBeVisible();
});
