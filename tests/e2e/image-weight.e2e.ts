import type { Browser, Page } from "@playwright/test";
import { cameraPhoto } from "../../bench/support/camera-photo";
import { create, uploadPhoto } from "./site-content";
import { expect, POPUP_DISMISSED_KEY, signIn, test, uniqueName, waitForHydration } from "./support";

// A phone's first view of the home page may fetch this much of image files at most.
const PHONE_IMAGE_BUDGET = 300 * 1024;

/** Six featured dishes and five offers, each with a photo of its own (camera-weight ones when `heavy`). */
async function fillHomePage(page: Page, heavy: boolean) {
  await signIn(page);
  const tag = uniqueName("صور");
  let seed = Math.floor(Math.random() * 1e6);
  const photo = async () =>
    uploadPhoto(page.request, heavy ? { data: await cameraPhoto(seed++), type: "image/jpeg" } : undefined);
  for (let i = 0; i < 6; i++) {
    await create(page.request, "/api/menu-items", {
      name: `طبق مميز ${i + 1} ${tag}`,
      sandwichPrice: "2.75",
      mealPrice: "4.50",
      imageUrl: await photo(),
      isFeatured: true,
    });
  }
  for (let i = 0; i < 5; i++) {
    await create(page.request, "/api/offers", {
      title: `عرض ${i + 1} ${tag}`,
      originalPrice: "10",
      discountedPrice: "8",
      imageUrl: await photo(),
    });
  }
}

async function visitor(browser: Browser, width: number, height: number, deviceScaleFactor: number) {
  // Without autoplay (asked for by reduced motion) the strips stay where the first view put them.
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), POPUP_DISMISSED_KEY);
  return page;
}

/** The image files of the carousels' slides that do not overlap their strip, per carousel. */
const offStripFiles = (page: Page) =>
  page.$$eval('section[aria-roledescription="carousel"]', (carousels) =>
    carousels.map((carousel) => {
      const strip = carousel.firstElementChild!.getBoundingClientRect();
      return [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
        .filter((slide) => {
          const box = slide.getBoundingClientRect();
          return Math.min(box.right, strip.right) - Math.max(box.left, strip.left) <= 1;
        })
        .flatMap((slide) => [...slide.querySelectorAll("img, source")])
        .flatMap((element) =>
          (element.getAttribute("srcset") ?? "").split(",").map((entry) => entry.trim().split(" ")[0]),
        )
        .filter(Boolean);
    }),
  );

test("a phone's first view of the home page fetches under 300 KB of camera-weight photos, and a slide's photo only once the strip moves to it", async ({
  page,
  browser,
}) => {
  test.slow(); // eleven camera-weight photos to make and process
  await fillHomePage(page, true);
  const phone = await visitor(browser, 390, 844, 3);
  const fetched = new Map<string, number>();
  phone.on("requestfinished", async (request) => {
    if (request.resourceType() !== "image") return;
    fetched.set(new URL(request.url()).pathname, (await request.sizes()).responseBodySize);
  });
  await phone.goto("/");
  await waitForHydration(phone);
  // The first view, unscrolled: every picture the hero's and the offers' strips show arrives (the
  // offers lie just below the screen, near enough for lazy loading once the code has taken over).
  const shown = phone.locator("#home, #offers").locator("img:visible");
  await expect(shown.first()).toBeVisible();
  for (const img of await shown.all()) await expect(img).toHaveJSProperty("complete", true);
  // A "nothing happens" check: a page left alone fetches no more photos than its first view did.
  await phone.waitForTimeout(1000);

  const bytes = [...fetched.entries()].filter(([path]) => path.startsWith("/objects/"));
  const total = bytes.reduce((sum, [, size]) => sum + size, 0);
  test.info().annotations.push({ type: "image bytes", description: `${total} in ${bytes.length} files` });
  expect(total, bytes.map(([path, size]) => `${path} ${size}`).join("\n")).toBeLessThan(PHONE_IMAGE_BUDGET);
  // An offer's card is about 360 px wide: even a 3x screen takes the 640 px copy, not the 1024 px one.
  expect(bytes.some(([path]) => path.endsWith("-w1024.webp"))).toBe(false);

  const [featured, offers] = await offStripFiles(phone);
  expect(featured.length).toBeGreaterThan(0);
  expect(offers.length).toBeGreaterThan(0);
  // A featured dish is also a row of the menu, whose thumbnail is one of its photo's copies.
  const shownElsewhere = await phone.$$eval("img", (images) =>
    (images as HTMLImageElement[]).filter((img) => img.currentSrc).map((img) => new URL(img.currentSrc).pathname),
  );
  expect([...featured, ...offers].filter((file) => fetched.has(file) && !shownElsewhere.includes(file))).toEqual([]);

  // The next slide's photo is fetched as the strip starts moving toward it.
  const hero = phone.getByRole("region", { name: "شريط الأطباق المميزة" });
  const next = phone.waitForRequest((request) => featured.includes(new URL(request.url()).pathname));
  await hero.getByRole("button", { name: "الشريحة التالية" }).click();
  await next;
  await phone.context().close();
});

/** Each shown photo of the hero and the offers: its rendered width and the width its `sizes` gives. */
const photoWidths = (page: Page) =>
  page.$$eval("#home img, #offers img", (images) =>
    (images as HTMLImageElement[])
      .filter((img) => img.getBoundingClientRect().width > 0 && img.sizes)
      .map((img) => {
        const chosen = img.sizes
          .split(",")
          .map((entry) => entry.trim().match(/^(\(.*\))?\s*(.+)$/)!)
          .find(([, media]) => !media || window.matchMedia(media).matches)!;
        const probe = document.createElement("div");
        probe.style.cssText = `position: absolute; width: ${chosen[2]}`;
        document.body.append(probe);
        const said = probe.getBoundingClientRect().width;
        probe.remove();
        return { alt: img.alt, shown: img.getBoundingClientRect().width, said };
      }),
  );

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`each photo of the hero and the offers says in sizes the width it shows at, at ${width} px`, async ({
    page,
    browser,
  }) => {
    await fillHomePage(page, false);
    const visit = await visitor(browser, width, height, 1);
    await visit.goto("/");
    await waitForHydration(visit);
    await expect(visit.locator("#offers img").first()).toBeVisible();
    const widths = await photoWidths(visit);
    expect(widths.length).toBeGreaterThanOrEqual(2);
    for (const { alt, shown, said } of widths) {
      expect(Math.abs(said - shown), `${alt}: shown ${shown} px, sizes says ${said} px`).toBeLessThanOrEqual(
        Math.max(4, shown * 0.03),
      );
    }
    await visit.context().close();
  });
}

test("on a phone a menu row's thumbnail loads only once the row comes within half a screen of view", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const tag = uniqueName("صنف بصورة");
  // Enough rows that the menu runs well past the first screens.
  for (let i = 0; i < 10; i++) {
    await create(page.request, "/api/menu-items", {
      name: `${tag} ${i + 1}`,
      sandwichPrice: "2.75",
      imageUrl: await uploadPhoto(page.request),
    });
  }
  const phone = await visitor(browser, 390, 844, 3);
  const requested = new Set<string>();
  phone.on("request", (request) => {
    if (request.resourceType() === "image") requested.add(new URL(request.url()).pathname);
  });
  await phone.goto("/");
  await waitForHydration(phone);
  // A "nothing happens" check: rows far below the screen ask for no thumbnail while the page is left alone.
  await phone.waitForTimeout(1000);
  const far = await phone.$$eval(".dish-photo img", (images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.closest("li")!.getBoundingClientRect().top > window.innerHeight * 2)
      .map((image) => new URL(image.src).pathname),
  );
  expect(far.length).toBeGreaterThan(0);
  expect(far.filter((file) => requested.has(file))).toEqual([]);
  // Scrolled to, a row shows its thumbnail.
  const row = phone.locator("#menu li.dish").filter({ hasText: `${tag} 10` });
  await row.scrollIntoViewIfNeeded();
  await expect(row.locator("img")).toBeVisible();
  await expect(row.locator("img")).toHaveJSProperty("complete", true);
  expect(await row.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await phone.context().close();
});
