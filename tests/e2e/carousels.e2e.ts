import type { Page } from "@playwright/test";
import { asAdmin, expect, test, uniqueName, waitForHydration } from "./support";

const offersCarousel = (page: Page) => page.getByRole("region", { name: "شريط العروض" });
const counter = (page: Page) => offersCarousel(page).getByText(/^\d+ من \d+$/);

// A visitor who did not ask for reduced motion: these tests are about the page's own motion.
test.use({ reducedMotion: "no-preference" });

test.beforeAll(async ({ playwright }) => {
  // Enough offers that a phone (one offer in view) has something to scroll.
  await asAdmin(playwright, async (request) => {
    for (let i = 0; i < 4; i++) {
      const res = await request.post("/api/offers", {
        data: { title: uniqueName("عرض الشريط"), originalPrice: 6, discountedPrice: 5 },
      });
      expect(res.status()).toBe(201);
    }
  });
});

test("the carousel autoplays every 3 s, RTL-wise, and its pause control stops and restarts the slides", async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const carousel = offersCarousel(page);
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await expect(counter(page)).toHaveText(/^1 من \d+$/);
  const total = Number((await counter(page).textContent())!.split(" من ")[1]);
  expect(total).toBeGreaterThanOrEqual(4);
  await expect(carousel.getByRole("group", { name: `1 من ${total}`, exact: true })).toHaveAttribute(
    "aria-roledescription",
    "slide",
  );
  const firstSlide = carousel.getByRole("group", { name: `1 من ${total}`, exact: true });
  const startX = (await firstSlide.boundingBox())!.x;

  // Autoplay is the app's: it starts once the app has taken over the page (the counter then stops
  // announcing each slide). From then on the page's time moves only when the test moves it, however
  // slowly a busy machine runs the steps between.
  await waitForHydration(page);
  await expect(counter(page)).toHaveAttribute("aria-live", "off");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await expect(counter(page)).toHaveText(`1 من ${total}`);
  await page.clock.runFor(2100);
  await expect(counter(page)).toHaveText(`2 من ${total}`);
  // Right to left: the next slide comes in from the left, so the first one moves off to the right.
  await page.clock.runFor(1000);
  await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeGreaterThan(startX + 100);

  // Paused: nothing moves however long the visitor reads, and the change is announced politely.
  await carousel.getByRole("button", { name: "إيقاف التمرير التلقائي" }).click();
  await expect(counter(page)).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(12_000);
  await expect(counter(page)).toHaveText(`2 من ${total}`);

  // The arrows still work while paused, in the RTL sense, and play resumes the 3 s rhythm.
  await carousel.getByRole("button", { name: "الشريحة التالية" }).click();
  await expect(counter(page)).toHaveText(`3 من ${total}`);
  await carousel.getByRole("button", { name: "الشريحة السابقة" }).click();
  await expect(counter(page)).toHaveText(`2 من ${total}`);
  await carousel.getByRole("button", { name: "تشغيل التمرير التلقائي" }).click();
  await expect(counter(page)).toHaveAttribute("aria-live", "off");
  await page.clock.runFor(3100);
  await expect(counter(page)).toHaveText(`3 من ${total}`);
});

test("with reduced motion asked for, the carousels do not autoplay until the visitor presses play", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const play = offersCarousel(page).getByRole("button", { name: "تشغيل التمرير التلقائي" });
  await expect(play).toBeVisible();
  await expect(counter(page)).toHaveText(/^1 من \d+$/);
  await page.clock.runFor(12_000);
  await expect(counter(page)).toHaveText(/^1 من \d+$/);
  // The play button is the app's: pressed before it has taken over the page, it does nothing yet.
  await waitForHydration(page);
  await play.click();
  await page.clock.runFor(3100);
  await expect(counter(page)).toHaveText(/^2 من \d+$/);
});

const offer = (i: number) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  title: `عرض ${i}`,
  description: null,
  originalPrice: "5.00",
  discountedPrice: "4.00",
  imageUrl: null,
  branches: [],
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
});

test("few slides are centred with no dead arrows; arrows show where the slides can move", async ({ page }) => {
  // Two offers on a desktop, where three fit: nothing to scroll.
  await page.route(/\/api\/offers(\?|$)/, (route) => route.fulfill({ json: [offer(1), offer(2)] }));
  await page.setViewportSize({ width: 1280, height: 800 });
  // The home page's server HTML carries the real offers: arrive elsewhere and go home in the browser,
  // which then asks the (replayed) API.
  await page.goto("/terms");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "التنقل الرئيسي" }).getByRole("link", { name: "الرئيسية" }).click();
  const carousel = offersCarousel(page);
  await expect(carousel.getByRole("group")).toHaveCount(2);
  await expect(carousel.getByRole("button", { name: "الشريحة التالية" })).toBeHidden();
  await expect(carousel.getByRole("button", { name: "الشريحة السابقة" })).toBeHidden();
  await expect(carousel.getByRole("button", { name: /التمرير التلقائي/ })).toBeHidden();
  const area = (await carousel.boundingBox())!;
  const boxes = await Promise.all([0, 1].map(async (i) => (await carousel.getByRole("group").nth(i).boundingBox())!));
  const left = Math.min(...boxes.map((b) => b.x)) - area.x;
  const right = area.x + area.width - Math.max(...boxes.map((b) => b.x + b.width));
  expect(Math.abs(left - right)).toBeLessThan(24);

  // On a phone one offer is in view, so the same two can move and the controls appear.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(carousel.getByRole("button", { name: "الشريحة التالية" })).toBeVisible();
  await expect(carousel.getByRole("button", { name: "الشريحة السابقة" })).toBeVisible();
  await expect(carousel.getByRole("button", { name: /التمرير التلقائي/ })).toBeVisible();
});
