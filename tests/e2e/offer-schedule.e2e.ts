import type { Locator } from "@playwright/test";
import { toAmmanLocal } from "../../shared/offer-schedule";
import { expect, expectToast, newVisitorPage, openDashboard, test, uniqueName } from "./support";

const DAY = 86_400_000;
const inDays = (days: number) => toAmmanLocal(new Date(Date.now() + days * DAY));
const weekday = (dialog: Locator, name: string) => dialog.getByRole("group", { name: /أيام العرض/ }).getByLabel(name);

for (const width of [390, 1280]) {
  test.describe(`offer schedule at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the admin schedules an offer: Arabic errors for a bad window, its state in the list, visitors see it only inside its window", async ({
      page,
      browser,
    }, testInfo) => {
      const title = uniqueName("عرض الويكند");
      // A week from now for two weeks: it holds a Friday and a Saturday.
      const [start, end] = [inDays(7), inDays(21)];
      await openDashboard(page, "/offers");
      await page.getByRole("button", { name: "إضافة عرض" }).click();
      const dialog = page.getByRole("dialog", { name: "إضافة عرض جديد" });
      await dialog.getByLabel("عنوان العرض").fill(title);
      await dialog.getByLabel("السعر الأصلي (د.أ)").fill("12");
      await dialog.getByLabel("السعر بعد الخصم (د.أ)").fill("9");
      await dialog.getByLabel("يبدأ في").fill(start);
      await dialog.getByLabel("ينتهي في").fill(inDays(6));
      await dialog.getByRole("button", { name: "إضافة العرض" }).click();
      await expect(dialog.getByText("وقت انتهاء العرض يجب أن يكون بعد وقت بدايته")).toBeVisible();

      await dialog.getByLabel("ينتهي في").fill(end);
      await weekday(dialog, "الجمعة").check();
      await weekday(dialog, "السبت").check();
      await dialog.getByRole("button", { name: "إضافة العرض" }).click();
      await expectToast(page, "تم إضافة العرض بنجاح");
      const row = page.getByRole("row").filter({ hasText: title });
      await expect(row.getByText("مجدول", { exact: true })).toBeVisible();
      await expect(row).toContainText("يظهر");
      await page.screenshot({ path: testInfo.outputPath(`offer-schedule-admin-${width}.png`) });

      const visitor = await newVisitorPage(browser);
      await visitor.goto("/");
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(visitor.locator("body")).not.toContainText(title);

      // The edit form shows the stored window in Amman time; clearing it makes the offer live now.
      await row.getByRole("button", { name: `تعديل ${title}` }).click();
      const edit = page.getByRole("dialog", { name: "تعديل العرض" });
      await expect(edit.getByLabel("يبدأ في")).toHaveValue(start);
      await expect(weekday(edit, "الجمعة")).toBeChecked();
      await edit.getByLabel("يبدأ في").fill("");
      await edit.getByLabel("ينتهي في").fill("");
      await weekday(edit, "الجمعة").uncheck();
      await weekday(edit, "السبت").uncheck();
      await edit.getByRole("button", { name: "تحديث العرض" }).click();
      await expectToast(page, "تم تحديث العرض بنجاح");
      await expect(row.getByText("فعّال الآن", { exact: true })).toBeVisible();
      await visitor.reload();
      await expect(visitor.locator("#offers")).toContainText(title);

      // A window already over: ended, and gone for visitors.
      await row.getByRole("button", { name: `تعديل ${title}` }).click();
      await edit.getByLabel("يبدأ في").fill(inDays(-3));
      await edit.getByLabel("ينتهي في").fill(inDays(-1));
      await edit.getByRole("button", { name: "تحديث العرض" }).click();
      await expectToast(page, "تم تحديث العرض بنجاح");
      await expect(row.getByText("منتهٍ", { exact: true })).toBeVisible();
      await visitor.reload();
      await expect(visitor.locator("#offers")).not.toContainText(title);
      await visitor.close();

      await row.getByRole("button", { name: `حذف ${title}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
      await expectToast(page, "تم حذف العرض بنجاح");
    });
  });
}
