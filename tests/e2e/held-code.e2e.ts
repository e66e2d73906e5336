import type { Page, Route } from "@playwright/test";
import { create, createFeaturedDish, uploadPhoto } from "./site-content";
import { asAdmin, ensureActivePrize, expect, test, uniqueName, waitForHydration } from "./support";

// A phone whose page code is slow to come: every control a public form shows as served takes the
// first tap, and keeps it once the code has arrived.
test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(({ playwright }) => ensureActivePrize(playwright));

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

test("on /jobs the terms box ticks before the code arrives, and the form goes on from there", async ({
  page,
  playwright,
}) => {
  // The form asks for a governorate once the terms are ticked: there is one to choose.
  await asAdmin(playwright, async (request) => {
    const place = await create(request, "/api/governorates", { name: uniqueName("محافظة") });
    await create(request, "/api/areas", { name: uniqueName("منطقة"), governorateId: place.id });
    await create(request, "/api/job-positions", { title: uniqueName("كاشير") });
  });
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

/** Every file an image element may fetch: its src, its srcset and its <picture>'s sources. */
const imageFiles = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) =>
      images.flatMap((image) =>
        [
          image.getAttribute("src"),
          image.getAttribute("srcset"),
          ...[...(image.closest("picture")?.querySelectorAll("source") ?? [])].map((source) =>
            source.getAttribute("srcset"),
          ),
        ]
          .flatMap((value) => (value ?? "").split(",").map((entry) => entry.trim().split(" ")[0]))
          .filter(Boolean),
      ),
    );

test("on a phone the hero's photos load at once, while the offers' photos and the menu's thumbnails wait for the code", async ({
  page,
  playwright,
}) => {
  const tag = uniqueName("صورة");
  await asAdmin(playwright, async (request) => {
    await createFeaturedDish(request, `طبق مميز ${tag}`);
    await create(request, "/api/menu-items", {
      name: `طبق ${tag}`,
      sandwichPrice: "2.75",
      imageUrl: await uploadPhoto(request),
    });
    await create(request, "/api/offers", {
      title: `عرض ${tag}`,
      originalPrice: "10",
      discountedPrice: "8",
      imageUrl: await uploadPhoto(request),
    });
  });
  const requested = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "image") requested.add(new URL(request.url()).pathname);
  });
  const release = await holdTheCode(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // The first screen's pictures arrive; by then the browser has chosen which lazy pictures it fetches.
  await expect(page.locator("#home img").first()).toHaveJSProperty("complete", true);
  // A featured dish's thumbnail may be the very copy its hero card shows: only the others count.
  const heroFiles = await imageFiles(page, "#home img");
  const offerFiles = await imageFiles(page, ".offer .photo img");
  const thumbnailFiles = (await imageFiles(page, ".dish-photo img")).filter((file) => !heroFiles.includes(file));
  expect(offerFiles.length).toBeGreaterThan(0);
  expect(thumbnailFiles.length).toBeGreaterThan(0);
  expect([...requested].filter((file) => offerFiles.includes(file))).toEqual([]);
  expect([...requested].filter((file) => thumbnailFiles.includes(file))).toEqual([]);
  await release();
  const firstOffer = page.locator(".offer .photo img").first();
  await expect(firstOffer).toBeVisible();
  await expect(firstOffer).toHaveJSProperty("complete", true);
  expect(await firstOffer.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
