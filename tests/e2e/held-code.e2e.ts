import type { Page, Route } from "@playwright/test";
import { ensureActivePrize, expect, test, waitForHydration } from "./support";

// A phone whose page code is slow to come: every control a public form shows as served takes the
// first tap, and keeps it once the code has arrived.
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(({ browser }) => ensureActivePrize(browser));

/** Holds back every script of the page until `release` is called: the served page alone is on screen. */
async function holdTheCode(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/*.js", (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await waitForHydration(page);
  };
}

test("on /jobs the terms box ticks before the code arrives, and the form goes on from there", async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto("/jobs", { waitUntil: "domcontentloaded" });
  const terms = page.getByRole("checkbox", { name: "أوافق على الشروط والأحكام" });
  await terms.check();
  await expect(terms).toBeChecked();
  await release();
  await expect(terms).toBeChecked();
  // The form's state heard the tick: the next step is shown, a native dropdown.
  const governorate = page.getByRole("combobox", { name: "المحافظة" });
  await expect(governorate).toBeVisible();
  expect(await governorate.evaluate((element) => element.tagName)).toBe("SELECT");
});

test("on /submit-review the name, the stars and the comment take before the code arrives", async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto("/submit-review", { waitUntil: "domcontentloaded" });
  await page.getByLabel("الاسم").fill("سارة من عمّان");
  await page.getByRole("radio", { name: "4 نجوم" }).check();
  await page.getByLabel("رأيك").fill("الدجاج مقرمش والخدمة سريعة");
  await release();
  await expect(page.getByLabel("الاسم")).toHaveValue("سارة من عمّان");
  await expect(page.getByRole("radio", { name: "4 نجوم" })).toBeChecked();
  await expect(page.getByLabel("رأيك")).toHaveValue("الدجاج مقرمش والخدمة سريعة");
});

test("on /submit-reel the name and the link take before the code arrives", async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto("/submit-reel", { waitUntil: "domcontentloaded" });
  await page.getByLabel("الاسم").fill("سارة من عمّان");
  await page.getByLabel("رابط الفيديو").fill("https://youtu.be/dQw4w9WgXcQ");
  await release();
  await expect(page.getByLabel("الاسم")).toHaveValue("سارة من عمّان");
  await expect(page.getByLabel("رابط الفيديو")).toHaveValue("https://youtu.be/dQw4w9WgXcQ");
});

test("on /win the invoice and the phone take before the code arrives", async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto("/win", { waitUntil: "domcontentloaded" });
  await page.getByLabel("رقم الفاتورة").fill("A-12345");
  await page.getByLabel("رقم الهاتف").fill("0791234567");
  await release();
  await expect(page.getByLabel("رقم الفاتورة")).toHaveValue("A-12345");
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue("0791234567");
});
