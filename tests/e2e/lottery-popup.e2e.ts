import { ensureActivePrize, expect, POPUP_DISMISSED_KEY, test, waitForSettled } from "./support";

// These tests are about the popup, so they start as a visitor who has not dismissed it yet,
// with a prize to win (without one the popup stays closed: draw-availability.e2e.ts).
test.use({ lotteryPopup: true });
test.beforeAll(({ playwright }) => ensureActivePrize(playwright));

test("the draw popup opens 2 s after the page has its settings, traps focus, and closes with Escape", async ({
  page,
}) => {
  // Times are taken inside the page, on the page's clock: when the settings reached the app (they
  // come with the server-rendered page), and when a dialog first entered the document.
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: Record<string, number> }).__marks = marks;
    document.addEventListener("DOMContentLoaded", () => (marks.settings ??= performance.now()));
    new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]')) marks.popup ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  // The page's clock runs as usual while the page loads, then stands still a second later: from
  // there only the test moves it, so a popup that waited longer than its delay would never open
  // however long the test waits in real time.
  await page.clock.install();
  // The dialog's code is fetched the moment the popup opens, not before. Loading the page may take
  // long on a busy machine, so this wait is bounded by the test's own time limit alone.
  const dialogCode = page.waitForRequest(/\/draw-invite-dialog-[^/]*\.js$/, { timeout: 0 });
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "اربح معنا!" });
  await waitForSettled(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.clock.runFor(1_100);
  // By then the delay has run out on the page's clock and the popup has asked for its dialog.
  expect((await dialogCode).url()).toContain("/assets/draw-invite-dialog-");
  // React reveals freshly loaded content on a short timer of its own; the clock moves past it.
  await page.clock.runFor(1_000);
  await expect(popup).toBeVisible();
  const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
  expect(marks.popup - marks.settings).toBeGreaterThanOrEqual(2000);

  // Focus starts inside and stays inside however often Tab is pressed.
  for (let i = 0; i < 5; i++) {
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
});

test("'maybe later' closes the popup and it stays closed for the rest of the visit", async ({ page }) => {
  // The page's timers run on Playwright's clock: the 2 s delay passes when the test says so, not by sleeping.
  await page.clock.install();
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "اربح معنا!" });
  // Once the page has its settings and the draw's availability, the popup's delay runs from there.
  await waitForSettled(page);
  await page.clock.runFor(10_000);
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "ربما لاحقاً" }).click();
  await expect(popup).toBeHidden();
  // Well past the delay, it has not come back.
  await page.clock.runFor(10_000);
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  const dismissedAt = Number(await page.evaluate((key) => localStorage.getItem(key), POPUP_DISMISSED_KEY));
  expect(Math.abs(dismissedAt - (await page.evaluate(() => Date.now())))).toBeLessThan(60_000);

  await page.reload();
  // Settings and availability are in (so the popup's timer would be running), then well past the delay.
  await waitForSettled(page);
  await page.clock.runFor(10_000);
  await expect(popup).toBeHidden();
});

test("the popup's win button closes it and opens /win", async ({ page }) => {
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "اربح معنا!" });
  await popup.getByRole("button", { name: "شارك واربح الآن" }).click();
  await expect(page).toHaveURL(/\/win$/);
  await expect(popup).toBeHidden();
  await expect(page.getByRole("heading", { name: "اربح معنا" })).toBeVisible();
});
