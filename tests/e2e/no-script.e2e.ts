import { SERVED_PAGES } from "../../shared/public-pages-served";
import { createFeaturedDish } from "./site-content";
import { asAdmin, ensureActivePrize, expect, test, uniqueName } from "./support";

// A visitor whose browser runs no script, on a phone.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
// /win shows its form only while a prize can be won.
test.beforeAll(({ playwright }) => ensureActivePrize(playwright));

test("without script the phone menu still opens and shows the site's links", async ({ page }) => {
  await page.goto("/");
  const menu = page.locator("#mobile-nav");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "الوظائف" })).toBeVisible();
});

for (const { path } of SERVED_PAGES.filter((page) => page.form)) {
  test(`without script ${path} says its form needs JavaScript and offers no form to fill and lose`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByText("يحتاج هذا النموذج إلى تفعيل JavaScript")).toBeVisible();
    const form = page.locator("main form").first();
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toBeHidden();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    // Sent anyway (a script-less bot, say): the answer is the page again, never a URL carrying what was typed.
    const sent = page.waitForURL((url) => url.pathname === path);
    await form.evaluate((element: HTMLFormElement) => element.submit());
    await sent;
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByText("يحتاج هذا النموذج إلى تفعيل JavaScript")).toBeVisible();
  });
}

test("without script every slide of the home page's carousels can be swiped to, and no dead arrows show", async ({
  page,
  playwright,
}) => {
  const names = [uniqueName("طبق مميز"), uniqueName("طبق مميز"), uniqueName("طبق مميز"), uniqueName("طبق مميز")];
  await asAdmin(playwright, async (request) => {
    for (const name of names) await createFeaturedDish(request, name);
  });

  await page.goto("/");
  const carousel = page.getByRole("region", { name: "شريط الأطباق المميزة" });
  await expect(carousel.getByRole("button", { name: "الشريحة التالية" })).toBeHidden();
  // The newest dish comes first; the fourth of these starts off screen on a phone.
  const newest = carousel.getByRole("heading", { name: names[3] });
  const fourth = carousel.getByRole("heading", { name: names[0] });
  await expect(newest).toBeInViewport();
  await expect(fourth).not.toBeInViewport();
  const strip = carousel.locator(".slides").locator("..");
  await expect(strip).toHaveCSS("scroll-snap-type", "x mandatory");
  // A sideways swipe (here the wheel's) moves the strip, as a clipped one would not.
  await strip.hover();
  await page.mouse.wheel(-1200, 0);
  await expect(fourth).toBeInViewport();
});

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
