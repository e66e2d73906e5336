import { ensureActivePrize, expect, POPUP_DISMISSED_KEY, test, waitForHydration } from "./support";
import type { Page } from "@playwright/test";

// About the popup itself: visitors who have not dismissed it, with a prize to win.
test.use({ lotteryPopup: true });
test.beforeAll(({ playwright }) => ensureActivePrize(playwright));

const popupOf = (page: Page) => page.getByRole("dialog", { name: "اربح معنا!" });

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Waits until the page's code has taken over and run its first effects: the header's menu button
 * (a popover, which opens without script) is named «إغلاق القائمة» only once the code follows it.
 * The popup's timer starts in the same first render, so from here on the clock decides alone.
 */
async function untilTheCodeRuns(page: Page) {
  await waitForHydration(page);
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await expect(page.getByRole("button", { name: "إغلاق القائمة" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "فتح القائمة" })).toBeVisible();
}

test("a visit that starts at a #section link is not interrupted by the popup", async ({ page }) => {
  // The page's clock stands still until the test moves it: how long a busy machine takes to load the
  // page must not eat into the time the page keeps the section pinned.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto("/#contact");
  await untilTheCodeRuns(page);
  // The clock runs until it is paused: the pause lands a second ahead of the page's time as read, so a
  // slow round trip between the two calls cannot put it in the page's past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // Well past the popup's 2 s delay, yet inside the 8 s the page keeps a #section pinned while the
  // content above it settles: running the clock past that too would let late images move the section.
  await page.clock.runFor(4_000);
  await expect(popupOf(page)).toHaveCount(0);
  await expect(page.locator("#contact")).toBeInViewport();
});

test("the popup shows only on the first page of a visit", async ({ page }) => {
  await page.clock.install();
  await page.goto("/jobs");
  await waitForHydration(page);
  await page.goto("/");
  await untilTheCodeRuns(page);
  await page.clock.runFor(10_000);
  await expect(popupOf(page)).toHaveCount(0);
});

test("a first page left before its code arrived still counts as the visit's first page", async ({ page }) => {
  await page.clock.install();
  // The visitor moves on from /jobs while its code is still on the way (here: it never comes).
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/jobs");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.unroute("**/*.js");
  await page.goto("/");
  await untilTheCodeRuns(page);
  await page.clock.runFor(10_000);
  await expect(popupOf(page)).toHaveCount(0);
});

test("the popup invites on the first page of a visit, two seconds after it loads", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await expect(popupOf(page)).toBeVisible();
});

test("after 'maybe later' the popup stays away from the whole browser for 24 hours, then invites again", async ({
  page,
  context,
}) => {
  const start = new Date("2026-11-24T10:00:00+02:00");
  await page.clock.install({ time: start });
  await page.goto("/");
  await expect(popupOf(page)).toBeVisible();
  await popupOf(page).getByRole("button", { name: "ربما لاحقاً" }).click();
  await expect(popupOf(page)).toBeHidden();
  const dismissedAt = Number(await page.evaluate((key) => localStorage.getItem(key), POPUP_DISMISSED_KEY));
  expect(dismissedAt).toBeGreaterThanOrEqual(start.getTime());
  expect(dismissedAt).toBeLessThan(start.getTime() + 60_000);

  // A new tab is a new visit, in the same browser: still quiet 23 hours later.
  const later = await context.newPage();
  await later.clock.install({ time: new Date(start.getTime() + 23 * 3600_000) });
  await later.goto("/");
  await untilTheCodeRuns(later);
  await later.clock.runFor(10_000);
  await expect(popupOf(later)).toHaveCount(0);
  await later.close();

  // A day and more later, it invites again.
  const nextDay = await context.newPage();
  await nextDay.clock.install({ time: new Date(start.getTime() + 25 * 3600_000) });
  await nextDay.goto("/");
  await expect(popupOf(nextDay)).toBeVisible();
  await nextDay.close();
});
