import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../shared/public-pages";
import { expect, test } from "./support";

// A server-rendered page inlines only the rules its markup uses and loads the whole stylesheet
// without blocking: before the client runs, every element must already look as it will after.
const PATHS = [...PUBLIC_PAGES.map((page) => page.path), "/no/such/page"];
const PROPERTIES = [
  "display",
  "position",
  "width",
  "height",
  "margin",
  "padding",
  "color",
  "background-color",
  "font-size",
  "font-weight",
  "border-radius",
  "flex-direction",
  "gap",
  "opacity",
  "transform",
];

async function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(
    (properties) =>
      [...document.querySelectorAll("body *")].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName} ${properties.map((name) => style.getPropertyValue(name)).join("|")}`;
      }),
    PROPERTIES,
  );
}

for (const width of [375, 1280]) {
  test(`the inlined rules paint each public page as the whole stylesheet does (${width}px)`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of PATHS) {
      await page.goto(path);
      const deferred = page.locator("link[data-deferred-style]");
      await expect(deferred, path).toHaveAttribute("disabled", "");
      const inlined = await page
        .locator("head style")
        .first()
        .evaluate((style) => style.textContent!.length);
      const before = await computedStyles(page);
      await deferred.evaluate((link: HTMLLinkElement) => {
        link.disabled = false;
      });
      // With scripts off the page runs no listener: wait for the sheet itself.
      await expect.poll(() => deferred.evaluate((link: HTMLLinkElement) => link.sheet !== null), path).toBe(true);
      const whole = await page.evaluate(() =>
        [...document.querySelector<HTMLLinkElement>("link[data-deferred-style]")!.sheet!.cssRules].reduce(
          (n, rule) => n + rule.cssText.length,
          0,
        ),
      );
      expect(inlined, `${path}: the inlined part is smaller than the stylesheet`).toBeLessThan(whole);
      expect(await computedStyles(page), path).toEqual(before);
    }
    await context.close();
  });
}

test("the client switches the whole stylesheet on, so dialogs it opens are styled", async ({ page }) => {
  await page.goto("/");
  const link = page.locator("link[data-deferred-style]");
  await expect(link).not.toHaveAttribute("disabled");
  await expect
    .poll(() => link.evaluate((sheet: HTMLLinkElement) => sheet.sheet?.cssRules.length ?? 0))
    .toBeGreaterThan(0);
});
