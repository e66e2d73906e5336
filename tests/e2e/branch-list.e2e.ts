import { expect, expectToast, newVisitorPage, openDashboard, SITE_WIDE, test, uniqueName } from "./support";

// A fifth branch changes every visitor's home page: these run with the site-wide tests, one at a time.

// Tuesday 24 November 2026, 16:30 in Amman.
const TUESDAY_AFTERNOON = new Date("2026-11-24T16:30:00+03:00");

for (const width of [390, 1280]) {
  test(
    `at ${width} px the owner adds a fifth branch with its hours; visitors see it, then it is closed and gone`,
    SITE_WIDE,
    async ({ page, browser }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page, "/branches");
      const name = uniqueName("إربد");
      const latin = `Irbid Street ${Date.now().toString(36)}`;
      const slug = latin.toLowerCase().replace(/[^a-z0-9]+/g, "-");

      await page.getByRole("button", { name: "إضافة فرع" }).click();
      const dialog = page.getByRole("dialog", { name: "إضافة فرع" });
      await dialog.getByLabel("اسم الفرع بالعربية").fill(name);
      await dialog.getByLabel("اسم الفرع بالأحرف اللاتينية").fill(latin);
      await expect(dialog.getByText(`رابط الفرع: /?branch=${slug}`)).toBeVisible();
      await dialog.getByLabel("العنوان").fill("شارع الجامعة، إربد");
      await dialog.getByLabel("الهاتف").fill("0791234567");
      await dialog.getByRole("button", { name: "إضافة الفرع" }).click();
      await expectToast(page, `تمت إضافة فرع ${name}`);
      const list = page.getByRole("list", { name: "قائمة الفروع" });
      await expect(list.getByRole("listitem").last()).toContainText(name);

      // Its tab opens: hours like the others'.
      await expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
      const tuesday = page.getByRole("group", { name: "الثلاثاء" });
      await tuesday.getByRole("button", { name: "إضافة فترة (الثلاثاء)" }).click();
      await tuesday.getByLabel("يفتح (الثلاثاء)").fill("11:00");
      await tuesday.getByLabel("يغلق (الثلاثاء)").fill("23:00");
      await page.getByRole("button", { name: `حفظ فرع ${name}` }).click();
      await expectToast(page, `تم حفظ فرع ${name}`);
      await page.screenshot({ path: testInfo.outputPath(`admin-branch-list-${width}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const visitor = await newVisitorPage(browser);
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.clock.install({ time: TUESDAY_AFTERNOON });
      await visitor.goto("/#contact");
      const card = visitor.getByRole("article", { name: `فرع ${name}` });
      await expect(card).toContainText("اليوم: 11:00 ص – 11:00 م");
      await expect(card).toContainText("شارع الجامعة، إربد");
      await expect(card.getByRole("status")).toHaveText("مفتوح الآن – يغلق الساعة 11:00 م");
      const chips = visitor.locator("#menu").getByRole("group", { name: "عرض قائمة فرع" });
      await expect(chips.getByRole("link", { name })).toHaveAttribute("href", `/?branch=${slug}#menu`);
      await card.scrollIntoViewIfNeeded();
      await visitor.locator("#contact").screenshot({ path: testInfo.outputPath(`home-branches-${width}.png`) });

      // Closed: it leaves the public site at once, and stays in the dashboard marked closed.
      await list.getByRole("button", { name: `إغلاق ${name}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "إغلاق الفرع" }).click();
      await expectToast(page, `أُغلق فرع ${name}`);
      await expect(page.getByRole("tab", { name: `${name} (مغلق)` })).toBeVisible();
      await expect(list.getByRole("button", { name: `إعادة فتح ${name}` })).toBeVisible();

      await visitor.close();
      // A visitor arriving now (the first one's browser may keep its copy of the page a few seconds more).
      const next = await newVisitorPage(browser);
      await next.setViewportSize({ width, height: 900 });
      await next.goto("/");
      await expect(next.getByRole("article", { name: "فرع دابوق" })).toBeAttached();
      await expect(next.getByRole("article", { name: `فرع ${name}` })).toHaveCount(0);
      const nextChips = next.locator("#menu").getByRole("group", { name: "عرض قائمة فرع" });
      await expect(nextChips.getByRole("link", { name: "دابوق" })).toBeAttached();
      await expect(nextChips.getByRole("link", { name })).toHaveCount(0);
      await next.close();
    },
  );
}
