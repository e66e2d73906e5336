import type { Locator } from "@playwright/test";
import { createFeaturedDish } from "./site-content";
import { expect, signIn, test, uniqueName, waitForHydration } from "./support";

/**
 * How much of an element's text a visitor can see, measured on the rendered lines rather than on
 * scrollWidth/scrollHeight: Cairo's Arabic glyphs are taller than a snug line box, so a title whose
 * overflow is visible reports a few pixels of scrollHeight too many without anything being cut.
 * A line counts as shown when it lies across the width of, and its middle lies inside, every box
 * that clips it (the element itself, the card, the carousel's viewport).
 */
const visibility = (title: Locator) =>
  title.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = [...range.getClientRects()];
    const clippers: Element[] = [];
    for (let box: Element | null = el; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX !== "visible" || style.overflowY !== "visible") clippers.push(box);
    }
    const hidden = lines.filter((line) =>
      clippers.some((box) => {
        const r = box.getBoundingClientRect();
        const middle = (line.top + line.bottom) / 2;
        return line.left < r.left - 1 || line.right > r.right + 1 || middle < r.top || middle > r.bottom;
      }),
    );
    const style = getComputedStyle(el);
    return {
      lines: lines.length,
      hiddenLines: hidden.length,
      textOverflow: style.textOverflow,
      lineClamp: style.getPropertyValue("-webkit-line-clamp"),
    };
  });

const isWhollyInView = (card: Locator) =>
  card.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
  });

/** Whether the card is wholly in view once the strip has stopped moving (its place equal over two frames). */
const isWhollyInViewOnceStill = async (card: Locator) => {
  await card.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = "";
        const check = () => {
          const r = el.getBoundingClientRect();
          const now = `${r.left},${r.top}`;
          if (now === last) resolve();
          else {
            last = now;
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      }),
  );
  return isWhollyInView(card);
};

test("on a phone a long featured dish name shows whole in the hero carousel, wrapped, never cut or ellipsised", async ({
  page,
}) => {
  const name = `وجبة عائلية 12 قطعة مع بطاطا كبيرة وسلطة ومشروب ${uniqueName("غازي")}`;
  await signIn(page);
  await createFeaturedDish(page.request, name);
  await page.context().clearCookies();

  // With reduced motion the carousel does not autoplay: the card stays put while it is measured.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  // The arrows are the app's: pressed before it has taken over the page, they do nothing yet.
  await waitForHydration(page);
  const carousel = page.getByRole("region", { name: "شريط الأطباق المميزة" });
  const title = carousel.getByRole("heading", { name, level: 3 });
  await expect(title).toHaveText(name);
  // The newest featured dish comes first, unless another test has just featured one: as a visitor
  // would, press «الشريحة التالية» until the card is wholly in view (at most once per slide).
  const card = title.locator("xpath=ancestor::article");
  const next = carousel.getByRole("button", { name: "الشريحة التالية" });
  const slides = await carousel.locator("[aria-roledescription='slide']").count();
  for (let press = 0; press < slides && !(await isWhollyInViewOnceStill(card)); press++) await next.click();
  expect(await isWhollyInViewOnceStill(card)).toBe(true);

  const seen = await visibility(title);
  expect(seen.lines).toBeGreaterThan(1);
  expect(seen.hiddenLines).toBe(0);
  expect(seen.textOverflow).not.toBe("ellipsis");
  expect(seen.lineClamp).toBe("none");
});
