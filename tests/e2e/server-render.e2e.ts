import { expect, signIn, test, uniqueName } from "./support";

const PUBLIC_PATHS = ["/", "/jobs", "/win", "/submit-review", "/submit-reel", "/terms"];

test.describe("server-rendered public pages", () => {
  let dish: string;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page);
    dish = uniqueName("بروستد حار");
    const res = await page.request.post("/api/menu-items", { data: { name: dish, sandwichPrice: "3.25" } });
    expect(res.status()).toBe(201);
    await page.close();
  });

  test("a visitor without JavaScript still reads the menu", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: dish })).toBeVisible();
    await expect(page.getByRole("heading", { name: "قائمة الطعام" })).toBeVisible();
    await context.close();
  });

  test("each page hydrates without a React warning and without fetching its data again", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
    });

    for (const path of PUBLIC_PATHS) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await page.waitForLoadState("networkidle");
      // hydrateRoot has attached React to the server's markup.
      const hydrated = await page.evaluate(() =>
        Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")),
      );
      expect(hydrated, path).toBe(true);
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
    await page.waitForLoadState("networkidle");
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
    await page.waitForLoadState("networkidle");
    const homeTitle = await page.title();
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    await page.locator("#mobile-nav").getByRole("link", { name: "الوظائف" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("heading", { name: "انضم إلى فريقنا" })).toBeVisible();
    await expect(page).toHaveTitle(/الوظائف/);
    expect(await page.title()).not.toBe(homeTitle);
  });
});
