import { ensureActivePrize, expect, POPUP_DISMISSED_KEY, test } from "./support";
import type { Page } from "@playwright/test";

// About the popup itself: visitors who have not dismissed it, with a prize to win.
test.use({ lotteryPopup: true });
test.beforeAll(({ browser }) => ensureActivePrize(browser));

const popupOf = (page: Page) => page.getByRole("dialog", { name: "اربح معنا!" });

/** Runs the page's clock past the popup's delay, checking on the way whether it opened. */
async function waitForPopup(page: Page) {
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(popupOf(page)).toBeVisible({ timeout: 200 });
  }).toPass();
}

test("a visit that starts at a #section link is not interrupted by the popup", async ({ page }) => {
  // The page's clock stands still until the test moves it: how long a busy machine takes to load the
  // page must not eat into the time the page keeps the section pinned.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto("/#contact");
  await page.waitForLoadState("networkidle");
  // Well past the popup's 2 s delay, yet inside the 8 s the page keeps a #section pinned while the
  // content above it settles: running the clock past that too would let late images move the section.
  await page.clock.runFor(5_000);
  await expect(popupOf(page)).toHaveCount(0);
  await expect(page.locator("#contact")).toBeInViewport();
});

test("the popup shows only on the first page of a visit", async ({ page }) => {
  await page.clock.install();
  await page.goto("/jobs");
  await page.getByRole("contentinfo").waitFor();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(10_000);
  await expect(popupOf(page)).toHaveCount(0);
});

test("after 'maybe later' the popup stays away from the whole browser for 24 hours, then invites again", async ({
  page,
  context,
}) => {
  const start = new Date("2026-11-24T10:00:00+02:00");
  await page.clock.install({ time: start });
  await page.goto("/");
  await waitForPopup(page);
  await popupOf(page).getByRole("button", { name: "ربما لاحقاً" }).click();
  await expect(popupOf(page)).toBeHidden();
  const dismissedAt = Number(await page.evaluate((key) => localStorage.getItem(key), POPUP_DISMISSED_KEY));
  expect(dismissedAt).toBeGreaterThanOrEqual(start.getTime());
  expect(dismissedAt).toBeLessThan(start.getTime() + 60_000);

  // A new tab is a new visit, in the same browser: still quiet 23 hours later.
  const later = await context.newPage();
  await later.clock.install({ time: new Date(start.getTime() + 23 * 3600_000) });
  await later.goto("/");
  await later.waitForLoadState("networkidle");
  await later.clock.runFor(10_000);
  await expect(popupOf(later)).toHaveCount(0);
  await later.close();

  // A day and more later, it invites again.
  const nextDay = await context.newPage();
  await nextDay.clock.install({ time: new Date(start.getTime() + 25 * 3600_000) });
  await nextDay.goto("/");
  await waitForPopup(nextDay);
  await nextDay.close();
});
