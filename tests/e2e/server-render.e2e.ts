import type { Page } from "@playwright/test";
import { routes } from "../../shared/api/routes";
import { PUBLIC_PAGES } from "../../shared/public-pages";
import { HYDRATED_ATTRIBUTE } from "../../shared/ssr";
import { holdChunk, asAdmin, expect, signIn, test, uniqueName, waitForSettled } from "./support";
import { createFeaturedDish } from "./site-content";

const PUBLIC_PATHS = PUBLIC_PAGES.map((page) => page.path);

test.describe("server-rendered public pages", () => {
  let dish: string;
  test.beforeAll(async ({ playwright }) => {
    dish = uniqueName("بروستد حار");
    const res = await asAdmin(playwright, (request) =>
      request.post("/api/menu-items", { data: { name: dish, sandwichPrice: "3.25" } }),
    );
    expect(res.status()).toBe(201);
  });

  test("a visitor without JavaScript still reads the menu", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: dish })).toBeVisible();
    await expect(page.getByRole("heading", { name: "قائمة الطعام" })).toBeVisible();
    await context.close();
  });

  const LIVE_ORDERING = routes.orders.ordering.path;

  test("each page hydrates without a React warning and without fetching its data again", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      // Which branches take orders right now is live (it changes with the clock and every order), so
      // it is never drawn by the server: the page asks for it once it runs. Nothing else is read again.
      if (pathname.startsWith("/api/") && pathname !== LIVE_ORDERING) apiCalls.push(request.url());
    });

    for (const path of PUBLIC_PATHS) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      // The app says it has taken over the server's markup, and no read is in flight.
      await waitForSettled(page);
      await expect(page.locator("html"), path).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
    }
    await page.goto("/");
    await expect(page.getByRole("heading", { name: dish })).toBeVisible();
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  test("the server's HTML paints before hydration starts, so the first photo never waits for the page's script", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForSettled(page);
    const [paint, hydration] = await page.evaluate(() => [
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      performance.getEntriesByName("hydration-start")[0]?.startTime,
    ]);
    expect(paint).toBeGreaterThan(0);
    expect(hydration).toBeGreaterThan(paint!);
  });

  test("the hydrated page is interactive: the phone menu opens and client navigation keeps titles right", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForSettled(page);
    const homeTitle = await page.title();
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    await page.locator("#mobile-nav").getByRole("link", { name: "الوظائف" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("heading", { name: "انضم إلى فريقنا" })).toBeVisible();
    await expect(page).toHaveTitle(/الوظائف/);
    expect(await page.title()).not.toBe(homeTitle);
  });

  test("the page asks for its code only once its hero picture is on screen", async ({ page, browser }) => {
    await signIn(page);
    await createFeaturedDish(page.request, uniqueName("زنجر مميز"));
    const visitor = await browser.newPage();
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto("/");
    await waitForSettled(visitor);
    const { hero, code, paint } = await visitor.evaluate(async () => {
      // Element Timing is read through an observer only (it has no place in the timeline's lists).
      const painted = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: "element", buffered: true }),
      );
      const script = performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
      return {
        hero: (
          painted.find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === "hero") as
            | (PerformanceEntry & { renderTime: number })
            | undefined
        )?.renderTime,
        code: script?.startTime,
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      };
    });
    expect(hero).toBeGreaterThan(0);
    expect(code).toBeGreaterThanOrEqual(hero!);
    expect(code).toBeGreaterThanOrEqual(paint!);
    await visitor.close();
  });

  /** Holds the page's entry script until the returned function is called. */
  const holdTheCode = (page: Page) => holdChunk(page, "index");

  test("a dish tapped before the page's code arrives opens in its sheet once it does", async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.locator("#menu").getByRole("button", { name: dish }).click();
    const sheet = page.getByRole("dialog", { name: dish });
    // Nothing should happen while the code is held back: no sheet opens without it.
    await page.waitForTimeout(300);
    await expect(sheet).toHaveCount(0);
    release();
    await expect(sheet).toBeVisible();
  });

  test("a form sent before the page's code arrives is held, not posted, and answered once the code is there", async ({
    page,
  }) => {
    const release = await holdTheCode(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/submit-review", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "إرسال التقييم" }).click();
    // Nothing should happen while the code is held back: the browser sends no form of its own.
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(/\/submit-review$/);
    release();
    await expect(page.getByText("الاسم يجب أن يكون حرفين على الأقل")).toBeVisible();
    expect(posts).toEqual([]);
  });
});
