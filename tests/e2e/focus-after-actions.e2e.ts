import type { Page } from "@playwright/test";
import {
  expect,
  expectToast,
  newVisitorPage,
  waitForHydration,
  openDashboard,
  signIn,
  test,
  uniqueName,
} from "./support";
import { cashierPage, created, focused, rowOrder, WIDTHS, winningEntry } from "./admin-ux-support";

/**
 * A Radix dialog handles keys (Escape) once it has made the page behind it inert and moved focus into
 * itself, which it does just after it is painted: a person cannot press that fast, a test can. Both
 * are awaited: the page may still be inert from the dialog that closed just before this one opened.
 */
const dialogReady = async (page: Page) => {
  await expect(page.locator("body")).toHaveCSS("pointer-events", "none");
  await expect(page.locator("[role=dialog]:focus-within, [role=alertdialog]:focus-within")).toHaveCount(1);
};

// Keyboard only: after each dialog closes and each list action runs, focus is on the control that
// acted (or what took its place), never dropped to <body> where the next Tab starts the page over.

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    });

    test("the category dialog, saved with Enter or closed with Escape, gives focus back to the button that opened it", async ({
      page,
    }) => {
      await openDashboard(page);
      const panel = page.locator("section[aria-labelledby='menu-categories-title']");
      const add = panel.getByRole("button", { name: "إضافة تصنيف" });
      const dialog = page.getByRole("dialog", { name: "إضافة تصنيف" });

      const name = uniqueName("تصنيف لوحة المفاتيح");
      await add.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("اسم التصنيف")).toBeFocused();
      await dialogReady(page);
      await page.keyboard.type(name);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(panel.getByRole("listitem").filter({ hasText: name })).toBeVisible();
      // The toast a person sees now is a layer of its own above the page: opened after it, the
      // dialog is the one Escape closes.
      await expectToast(page, "تمت إضافة التصنيف");
      await expect(add).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialogReady(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
      // The next Tab goes on from there, inside the categories, not from the sidebar's first link.
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((section) => section.contains(document.activeElement))).toBe(true);

      // A row's rename dialog, saved with Enter: focus is back on that row's edit button.
      const edit = panel.getByRole("button", { name: `تعديل ${name}` });
      await edit.focus();
      await page.keyboard.press("Enter");
      const rename = page.getByRole("dialog", { name: "إعادة تسمية التصنيف" });
      await expect(rename).toBeVisible();
      await dialogReady(page);
      await page.keyboard.type(" ٢");
      await page.keyboard.press("Enter");
      await expect(rename).toBeHidden();
      await expect(panel.getByRole("button", { name: `تعديل ${name} ٢` })).toBeFocused();
    });

    test("the move arrows keep focus as a row moves, press after press", async ({ page }) => {
      await signIn(page);
      const a = uniqueName("تصنيف أ");
      // One above and one below, so the row moved never reaches either end. Another test may add its
      // own categories in between at any time, so only this row's own place is compared.
      await created(page.request, "/api/menu-categories", { name: uniqueName("تصنيف قبله") });
      await created(page.request, "/api/menu-categories", { name: a });
      await created(page.request, "/api/menu-categories", { name: uniqueName("تصنيف بعده") });
      await openDashboard(page);
      const rows = page.locator("section[aria-labelledby='menu-categories-title'] li");
      await expect(rows.filter({ hasText: a })).toBeVisible();
      const place = async () => (await rowOrder(rows)).findIndex((text) => text.includes(a));
      const start = await place();
      expect(start).toBeGreaterThan(0);
      // While a move saves, the arrows look disabled and refuse presses: a person presses again once they do not.
      const ready = () =>
        expect(page.getByRole("button", { name: `نقل ${a} للأعلى` })).not.toHaveAttribute("aria-disabled", "true");

      await page.getByRole("button", { name: `نقل ${a} للأسفل` }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(place).toBeGreaterThan(start);
      // Still on the arrow pressed, though the row has moved.
      expect(await focused(page)).toBe(`نقل ${a} للأسفل`);
      const lower = await place();

      await ready();
      await page.getByRole("button", { name: `نقل ${a} للأعلى` }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(place).toBeLessThan(lower);
      expect(await focused(page)).toBe(`نقل ${a} للأعلى`);
      // And the press after that moves it again, with no Tab in between.
      const higher = await place();
      await ready();
      await page.keyboard.press("Enter");
      await expect.poll(place).toBeLessThan(higher);
      expect(await focused(page)).toBe(`نقل ${a} للأعلى`);
    });

    test("«عرض المزيد من الآراء» keeps focus while more remain, then hands it to the first new review", async ({
      page,
      browser,
    }) => {
      await signIn(page);
      const ids: string[] = [];
      for (let n = 0; n < 7; n++) {
        const review = await created(page.request, "/api/reviews", {
          customerName: uniqueName(`زائر التركيز ${n}`),
          rating: 5,
          comment: "طعم رائع وخدمة سريعة",
        });
        ids.push(review.id);
        expect((await page.request.put(`/api/reviews/${review.id}/approve`)).status()).toBe(200);
      }
      const visitor = await newVisitorPage(browser);
      await visitor.setViewportSize({ width, height: 844 });
      await visitor.goto("/");
      await waitForHydration(visitor);
      const section = visitor.locator("#reviews");
      const cards = section.locator("li.review");
      await expect(cards).toHaveCount(6);
      const more = section.getByRole("button", { name: "عرض المزيد من الآراء" });
      await more.focus();
      for (let presses = 0; await more.isVisible(); presses++) {
        expect(presses).toBeLessThan(100);
        const before = await cards.count();
        await visitor.keyboard.press("Enter");
        await expect(cards).not.toHaveCount(before);
        await expect(section.getByRole("status", { name: "جارٍ تحميل التقييمات" })).toHaveCount(0);
        if (await more.isVisible()) await expect(more).toBeFocused();
        else await expect(cards.nth(before)).toBeFocused();
      }
      expect(await visitor.evaluate(() => document.activeElement?.matches("li.review"))).toBe(true);
      await visitor.close();
      for (const id of ids) expect((await page.request.delete(`/api/reviews/${id}`)).status()).toBe(204);
    });

    test("handing a prize over with the keyboard leaves focus on the line that replaces the button", async ({
      page,
      browser,
    }) => {
      await signIn(page);
      const { invoice } = await winningEntry(page.request);
      const counter = await cashierPage(browser, page.request, "dabouq");
      await counter.setViewportSize({ width, height: 844 });
      await counter.goto("/admin/dashboard/lottery");
      await counter.getByLabel("رقم الفاتورة").fill(invoice);
      await counter.keyboard.press("Enter");
      const result = counter.getByRole("region", { name: "نتيجة البحث عن الفاتورة" });
      // The cashier's word that the original invoice is in hand, from the keyboard too.
      await result.getByRole("checkbox", { name: "أؤكد أن الفاتورة الأصلية معي" }).focus();
      await counter.keyboard.press("Space");
      const handOver = result.getByRole("button", { name: "تسليم الجائزة" });
      await handOver.focus();
      await counter.keyboard.press("Enter");
      const outcome = result.getByRole("status").filter({ hasText: "تم التسليم الآن" });
      await expect(outcome).toBeVisible();
      await expect(outcome).toBeFocused();
      await counter.context().close();
    });
  });
}
