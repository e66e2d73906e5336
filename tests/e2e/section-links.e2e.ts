import type { Page } from "@playwright/test";
import { asAdmin, expect, newVisitorPage, test, uniqueName, waitForHydration, waitForSettled } from "./support";

const HEADER_HEIGHT = 64;

/**
 * Where a section's top is in the viewport, in CSS pixels; a section too near the end of the page
 * to reach the header counts as landed when the page is scrolled to its end with the section in view.
 */
const landing = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el, header) => {
    const top = Math.round(el.getBoundingClientRect().top);
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    return atEnd && top > header && top < window.innerHeight / 2 ? header : top;
  }, HEADER_HEIGHT);

/** The section lands right under the sticky header (not hidden by it, not far below it). */
async function expectUnderHeader(page: Page, id: string) {
  await expect
    .poll(() => landing(page, id), { message: `#${id} under the header` })
    .toBeGreaterThanOrEqual(HEADER_HEIGHT - 2);
  await expect
    .poll(() => landing(page, id), { message: `#${id} under the header` })
    .toBeLessThanOrEqual(HEADER_HEIGHT + 2);
}

// A visitor who did not ask for reduced motion: these tests are about the page's own motion.
test.use({ reducedMotion: "no-preference" });

test.beforeAll(async ({ playwright }) => {
  // Enough content above the menu that it starts well below the first screen.
  await asAdmin(playwright, async (request) => {
    for (let i = 0; i < 3; i++) {
      const offer = await request.post("/api/offers", {
        data: { title: uniqueName("عرض"), originalPrice: 5, discountedPrice: 4 },
      });
      expect(offer.status()).toBe(201);
    }
  });
});

test("header section links from another page land the section under the sticky header, after the content above loads", async ({
  browser,
}) => {
  const page = await newVisitorPage(browser);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The content above the menu arrives late, as on a slow phone: the section must not stay where it was first measured.
  await page.route(/\/api\/(offers|menu-items\/featured)(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/win");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "التنقل الرئيسي" }).getByRole("link", { name: "القائمة" }).click();
  await expect(page).toHaveURL(/\/#menu$/);
  await expectUnderHeader(page, "menu");
  await expect(page.getByRole("heading", { name: "العروض" })).toBeAttached();
  await waitForSettled(page);
  // The pictures on screen have arrived (lazy ones further away load only when scrolled to).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
  await expectUnderHeader(page, "menu");
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  for (const [path, label, id] of [
    ["/jobs", "آراء العملاء", "reviews"],
    ["/submit-review", "تواصل معنا", "contact"],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "التنقل الرئيسي" }).getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expectUnderHeader(page, id);
  }

  // Opening the address directly lands there too.
  await page.goto("/#reviews");
  await expectUnderHeader(page, "reviews");
  await page.close();
});

test("on a phone, a section chosen in the collapsed menu lands under the header, not past it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForSettled(page);
  const menu = page.locator("#mobile-nav");
  for (const [label, id] of [
    ["القائمة", "menu"],
    ["آراء العملاء", "reviews"],
    ["الرئيسية", "home"],
  ] as const) {
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    await menu.getByRole("link", { name: label }).click();
    await expect(menu).toBeHidden();
    await expectUnderHeader(page, id);
    await expect(page.locator(`#${id}`).getByRole("heading").first()).toBeInViewport();
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
