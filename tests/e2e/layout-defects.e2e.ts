import type { Page } from "@playwright/test";
import { toAmmanLocal } from "../../shared/offer-schedule";
import { expect, openDashboard, tableFrame, test, uniqueName, waitForSettled } from "./support";
import { NAV_ITEMS } from "../../client/src/features/admin-shell/components/nav-items";

const PHONE = { width: 390, height: 844 };

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("on a phone no dashboard page scrolls sideways", async ({ page }) => {
  test.setTimeout(120_000);
  // A reel waiting for review, with a long link and name, so the reels page has a card to lay out.
  const reel = await page.request.post("/api/submit-reel", {
    data: {
      customerName: "عميل باسم طويل جداً لاختبار عرض البطاقة على الهاتف",
      videoUrl: `https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${"PL".padEnd(60, "x")}`,
    },
  });
  expect(reel.status()).toBe(201);
  await page.setViewportSize(PHONE);
  await openDashboard(page);
  for (const item of NAV_ITEMS) {
    await page.goto(`/admin/dashboard${item.href === "/" ? "" : item.href}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForSettled(page);
    expect(await scrollsSideways(page), `${item.label} (${item.href})`).toBe(false);
  }
});

test("at 1280 px the dishes and offers tables fit beside the sidebar, a full schedule and long names included", async ({
  page,
}) => {
  await openDashboard(page);
  // An offer live now until a date a week away (its cell says when it stops), on two weekdays and two branches.
  const now = Date.now();
  const offer = await page.request.post("/api/offers", {
    data: {
      title: uniqueName("عرض العائلة الكبير مع المشروبات"),
      originalPrice: "18.50",
      discountedPrice: "15.25",
      startsAt: toAmmanLocal(new Date(now - 3_600_000)),
      endsAt: toAmmanLocal(new Date(now + 7 * 86_400_000)),
      weekdays: [4, 5],
      branches: ["دابوق", "المطار"],
    },
  });
  expect(offer.status()).toBe(201);
  const dish = await page.request.post("/api/menu-items", {
    data: { name: uniqueName("وجبة بروستد عائلية كبيرة"), sandwichPrice: "3.25", mealPrice: "4.50" },
  });
  expect(dish.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, name] of [
    ["", "الأصناف"],
    ["/offers", "العروض والخصومات"],
  ] as const) {
    await page.goto(`/admin/dashboard${path}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await waitForSettled(page);
    const tables = await page.locator("table").all();
    expect(tables.length, name).toBeGreaterThan(0);
    for (const table of tables) {
      const frame = await tableFrame(table);
      expect(frame.scroll, name).toBeLessThanOrEqual(frame.client);
    }
  }
});

test("a negative price reads -1 in the price field, not 1-", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openDashboard(page);
  await page.getByRole("button", { name: "إضافة صنف" }).click();
  const price = page.getByRole("dialog").getByLabel("سعر الساندويش (د.أ)");
  await price.fill("-1");
  await expect(price).toHaveJSProperty("value", "-1");
  expect(await price.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
});

test("the terms page is linked from the footer of every public page and from the job form's terms", async ({
  page,
}) => {
  await page.goto("/jobs");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "الشروط والأحكام" });
  await expect(footerLink).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("link", { name: /قراءة الشروط والأحكام كاملة/ })).toHaveAttribute("href", "/terms");
  await footerLink.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { name: "الشروط والأحكام", level: 1 })).toBeVisible();
});
