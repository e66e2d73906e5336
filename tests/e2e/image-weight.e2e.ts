import { create, uploadPhoto } from "./site-content";
import { expect, newVisitorPage, POPUP_DISMISSED_KEY, signIn, test, uniqueName } from "./support";

// A phone's dense screen asks for more pixels than an offer card shows: it gets the 640 px copy of
// the photo, never the 1024 px one; a desktop still gets the copy its card needs.
test("an offer's photo on a phone is the 640 px copy, on a wide screen the one its card needs", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const title = uniqueName("عرض الصورة");
  const imageUrl = await uploadPhoto(page.request);
  await create(page.request, "/api/offers", { title, originalPrice: "5", discountedPrice: "4", imageUrl });
  const id = imageUrl.slice("/objects/".length, -".webp".length);

  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625 });
  const phone = await context.newPage();
  await phone.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), POPUP_DISMISSED_KEY);
  await phone.goto("/#offers");
  const photo = phone.locator("#offers").getByRole("img", { name: title });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/objects/${id}-w640.webp`);
  await context.close();

  const desk = await newVisitorPage(browser);
  await desk.setViewportSize({ width: 1280, height: 800 });
  await desk.goto("/#offers");
  const wide = desk.locator("#offers").getByRole("img", { name: title });
  await wide.scrollIntoViewIfNeeded();
  await expect(wide).toHaveJSProperty("complete", true);
  // A 405 px card at one device pixel per CSS pixel: the 640 px copy.
  expect(await wide.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/objects/${id}-w640.webp`);
  await desk.close();
});
