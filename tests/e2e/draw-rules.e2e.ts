import { DRAW_SETTINGS_MESSAGES, NO_DRAW_RULES } from "@shared/schema/draw-forms";
import { DRAW_MESSAGES } from "@shared/schema/draw-rules";
import { PRIZE_MESSAGES } from "@shared/schema/lottery-forms";
import {
  ensureActivePrize,
  expect,
  expectToast,
  newVisitorPage,
  openDashboard,
  signIn,
  test,
  uniqueName,
  waitForHydration,
} from "./support";

// The draw's rules as people meet them: a visitor entering an invoice again, a closed draw saying
// when the next period starts, and the owner's prize fields and draw settings.

const uniqueDigits = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-9);
const WIDTHS = [390, 1280];

for (const width of WIDTHS) {
  test(`at ${width} px the same invoice from the same phone shows its earlier result, not an error`, async ({
    browser,
    playwright,
  }, testInfo) => {
    await ensureActivePrize(playwright);
    const visitor = await newVisitorPage(browser);
    const invoice = `RE-${uniqueDigits()}`;
    const phone = `079${uniqueDigits().slice(-7)}`;
    try {
      await visitor.setViewportSize({ width, height: 844 });
      await visitor.goto("/win");
      await visitor.getByLabel("رقم الفاتورة").fill(invoice);
      await visitor.getByLabel("رقم الهاتف").fill(phone);
      await visitor.getByRole("button", { name: "ادخل السحب" }).click();
      await expect(visitor.getByRole("heading", { name: "مبروك! لقد ربحت" })).toBeVisible();
      const prize = (await visitor.getByTestId("prize-name").textContent())?.trim();
      await expect(visitor.getByText("فروع الاستلام:")).toBeVisible();

      await visitor.getByRole("button", { name: "مشاركة جديدة" }).click();
      // The phone typed with Arabic-Indic digits is the same phone.
      await visitor.getByLabel("رقم الفاتورة").fill(invoice.toLowerCase());
      await visitor
        .getByLabel("رقم الهاتف")
        .fill([...phone].map((d) => String.fromCharCode(0x0660 + Number(d))).join(""));
      const answer = visitor.waitForResponse((r) => r.url().endsWith("/api/lottery"));
      await visitor.getByRole("button", { name: "ادخل السحب" }).click();
      expect((await (await answer).json()).earlier).toBe(true);
      await expect(visitor.getByRole("heading", { name: "شاركت بهذه الفاتورة من قبل" })).toBeVisible();
      await expect(visitor.getByTestId("prize-name")).toHaveText(prize!);
      await expect(visitor.getByText("ربحت بها في")).toBeVisible();
      await expect(visitor.getByText("احتفظ بالفاتورة الأصلية")).toBeVisible();
      await expect(visitor.getByText("رقم الفاتورة مستخدم مسبقاً")).toHaveCount(0);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await visitor.screenshot({ path: testInfo.outputPath(`win-earlier-${width}.png`), fullPage: true });
    } finally {
      await visitor.close();
    }
  });

  test(`at ${width} px /win outside the draw period says when the next one starts, before its form`, async ({
    page,
  }, testInfo) => {
    // The period is shared by every test, so "not started" is the server's answer replayed (its rule
    // is covered in tests/api/draw-rules.test.ts).
    await page.route("**/api/lottery/availability", (route) =>
      route.fulfill({
        json: {
          open: false,
          closedReason: "not-started",
          opensOn: "2027-01-15",
          invoiceRule: { invoiceCharacters: "any", invoiceMinLength: null, invoiceMaxLength: null },
        },
      }),
    );
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/terms");
    await waitForHydration(page);
    // /win opened in the browser asks the (replayed) API.
    await page.evaluate(() => {
      window.history.pushState({}, "", "/win");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("status")).toHaveText(DRAW_MESSAGES.opensOn("2027-01-15"));
    await expect(page.getByText("15 كانون الثاني 2027")).toBeVisible();
    await expect(page.getByLabel("رقم الفاتورة")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`win-not-started-${width}.png`) });
  });

  test(`at ${width} px the owner sets a prize's stock, weight and collection branches`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, "/prizes");
    const name = uniqueName("زنجر");
    await page.getByRole("button", { name: "إضافة جائزة" }).click();
    const dialog = page.getByRole("dialog", { name: "إضافة جائزة" });
    await dialog.getByLabel("اسم الجائزة").fill(name);
    await dialog.getByLabel("الوزن في السحب").fill("0");
    await dialog.getByRole("button", { name: "إضافة" }).click();
    await expect(dialog.getByText(PRIZE_MESSAGES.weight)).toBeVisible();
    await dialog.getByLabel("الوزن في السحب").fill("3");
    await dialog.getByLabel("الكمية المتبقية").fill("0");
    await dialog.getByRole("checkbox", { name: "دابوق" }).check();
    await dialog.getByRole("checkbox", { name: "المطار" }).check();
    // Saved inactive (and with none left) so the draws of other tests never pick it.
    await dialog.getByRole("switch", { name: "الجائزة نشطة" }).click();
    await page.screenshot({ path: testInfo.outputPath(`prize-dialog-${width}.png`) });
    await dialog.getByRole("button", { name: "إضافة" }).click();
    await expectToast(page, "تمت إضافة الجائزة بنجاح");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("دابوق، المطار");
    const [stored] = ((await (await page.request.get("/api/prizes")).json()) as { name: string }[]).filter(
      (p) => p.name === name,
    );
    expect(stored).toMatchObject({ isActive: false, stock: 0, weight: 3, branches: ["دابوق", "المطار"] });

    await row.getByRole("button", { name: `تعديل ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "تعديل الجائزة" });
    await expect(edit.getByLabel("الكمية المتبقية")).toHaveValue("0");
    await expect(edit.getByLabel("الوزن في السحب")).toHaveValue("3");
    await expect(edit.getByRole("checkbox", { name: "دابوق" })).toBeChecked();
    await edit.getByLabel("الكمية المتبقية").fill("");
    await edit.getByRole("button", { name: "حفظ التعديلات" }).click();
    await expectToast(page, "تم تحديث الجائزة بنجاح");
    await expect(row).toContainText("بلا حد");
    await row.getByRole("button", { name: `حذف ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
    await expect(row).toHaveCount(0);
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px the counter names where a prize is collected and offers only those branches`, async ({
    page,
  }, testInfo) => {
    await signIn(page);
    const prize = await page.request.post("/api/prizes", {
      data: { name: uniqueName("جائزة الفروع"), isActive: true },
    });
    expect(prize.status()).toBe(201);
    const invoice = `BR${uniqueDigits()}`;
    const win = await page.request.post("/api/lottery", {
      data: { invoiceNumber: invoice, phoneNumber: `079${uniqueDigits().slice(-7)}` },
    });
    expect(win.status()).toBe(201);
    // The draw chooses among every test's prizes, and a prize collected at some branches only would
    // refuse other tests' hand-overs: this entry's look-up alone says its prize is collected at two
    // branches (the server's refusal elsewhere is covered in tests/api/draw-hand-over.test.ts).
    await page.route("**/api/lottery-entries/lookup?**", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), prizeBranches: ["دابوق", "المطار"] } });
    });
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, "/lottery");
    await page.getByLabel("رقم الفاتورة").fill(invoice);
    await page.getByRole("button", { name: "بحث عن الفاتورة" }).click();
    const result = page.getByRole("region", { name: "نتيجة البحث عن الفاتورة" });
    await expect(result).toContainText("دابوق، المطار");
    // The owner acts at every branch, and is offered the two the prize is collected at.
    await expect(result.getByRole("radio")).toHaveCount(2);
    await result.getByRole("radio", { name: "المطار" }).check();
    await result.getByRole("checkbox", { name: "أؤكد أن الفاتورة الأصلية معي" }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await result.screenshot({ path: testInfo.outputPath(`counter-branches-${width}.png`) });
    const handed = page.waitForResponse((r) => r.url().includes("/hand-over"));
    await result.getByRole("button", { name: "تسليم الجائزة" }).click();
    expect(await (await handed).json()).toMatchObject({ status: "claimed", handedOverBranch: "airport-road" });
    await expect(result.getByRole("status").filter({ hasText: "تم التسليم الآن" })).toBeVisible();
  });
}

// The draw settings are one set for the whole site: these tests take turns, save only rules that
// keep every other test's entries valid, and put the defaults back.
test.describe("the owner's draw settings", () => {
  test.describe.configure({ mode: "serial" });
  test.afterEach(async ({ page }) => {
    await signIn(page);
    expect((await page.request.put("/api/admin/draw-settings", { data: NO_DRAW_RULES })).status()).toBe(200);
  });

  for (const width of WIDTHS) {
    test(`at ${width} px the owner sets wins per phone, the period and the invoice rule; wrong values are explained and not saved`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page, "/prizes");
      const card = page.getByRole("region", { name: "إعدادات السحب" });
      await expect(card.getByRole("radio", { name: "أي نص" })).toBeChecked();

      await card.getByLabel("تبدأ في").fill("2026-06-10");
      await card.getByLabel("تنتهي في").fill("2026-06-01");
      await card.getByLabel("أدنى طول").fill("8");
      await card.getByLabel("أقصى طول").fill("6");
      await card.getByRole("button", { name: "حفظ إعدادات السحب" }).click();
      await expect(card.getByText(DRAW_SETTINGS_MESSAGES.periodOrder)).toBeVisible();
      await expect(card.getByText(DRAW_SETTINGS_MESSAGES.lengthOrder)).toBeVisible();
      expect(await (await page.request.get("/api/admin/draw-settings")).json()).toEqual(NO_DRAW_RULES);

      await card.getByLabel("مرات الفوز في اليوم").fill("40");
      await card.getByLabel("مرات الفوز في فترة السحب").fill("400");
      await card.getByLabel("تبدأ في").fill("2020-01-01");
      await card.getByLabel("تنتهي في").fill("2099-12-31");
      await card.getByRole("radio", { name: "أحرف إنجليزية وأرقام" }).check();
      await card.getByLabel("أدنى طول").fill("");
      await card.getByLabel("أقصى طول").fill("64");
      await card.getByRole("button", { name: "حفظ إعدادات السحب" }).click();
      await expectToast(page, "تم حفظ إعدادات السحب");
      expect(await (await page.request.get("/api/admin/draw-settings")).json()).toEqual({
        winsPerPhonePerDay: 40,
        winsPerPhonePerPeriod: 400,
        periodStart: "2020-01-01",
        periodEnd: "2099-12-31",
        invoiceCharacters: "alnum",
        invoiceMinLength: null,
        invoiceMaxLength: 64,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await card.screenshot({ path: testInfo.outputPath(`draw-settings-${width}.png`) });

      // Read back as saved after a reload, and the visitor's form says what it accepts.
      await page.reload();
      await expect(card.getByLabel("مرات الفوز في اليوم")).toHaveValue("40");
      await expect(card.getByLabel("تنتهي في")).toHaveValue("2099-12-31");
      await expect(card.getByRole("radio", { name: "أحرف إنجليزية وأرقام" })).toBeChecked();
      const visitor = await newVisitorPage(page.context().browser()!);
      try {
        await visitor.goto("/win");
        await expect(visitor.getByText("المقبول: أحرف إنجليزية وأرقام فقط، 64 خانة على الأكثر")).toBeVisible();
      } finally {
        await visitor.close();
      }
    });
  }
});
