import { expect, expectToast, openDashboard, test, uniqueName, newVisitorPage } from "./support";

test("an offer 12 -> 9 shows a 25% badge to visitors; hiding and deleting work", async ({ page, browser }) => {
  const title = uniqueName("عرض العائلة");
  await openDashboard(page, "/offers");
  await expect(page.getByRole("heading", { name: "العروض والخصومات" })).toBeVisible();

  await page.getByRole("button", { name: "إضافة عرض" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة عرض جديد" });
  await dialog.getByRole("button", { name: "إضافة العرض" }).click();
  await expect(dialog.getByText("عنوان العرض مطلوب")).toBeVisible();
  await expect(dialog.getByText("السعر الأصلي مطلوب")).toBeVisible();
  await expect(dialog.getByText("السعر بعد الخصم مطلوب")).toBeVisible();

  await dialog.getByLabel("عنوان العرض").fill(title);
  await dialog.getByLabel("الوصف").fill("وجبة عائلية مع مشروب كبير");
  await dialog.getByLabel("السعر الأصلي (د.أ)").fill("12");
  await dialog.getByLabel("السعر بعد الخصم (د.أ)").fill("9");
  await dialog.getByRole("button", { name: "إضافة العرض" }).click();
  await expectToast(page, "تم إضافة العرض بنجاح");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("12.00 د.أ");
  await expect(row).toContainText("9.00 د.أ");
  await expect(row).toContainText("25%");

  const visitor = await newVisitorPage(browser);
  await visitor.goto("/");
  const card = visitor.getByRole("region", { name: "العروض" }).locator("article").filter({ hasText: title });
  await expect(card).toContainText("خصم 25%");
  await expect(card).toContainText("9.00 د.أ");
  await expect(card).toContainText("متوفر في جميع الفروع");

  await row.getByRole("button", { name: `إخفاء ${title}` }).click();
  await expectToast(page, "تم إخفاء العرض");
  await expect(row).toContainText("مخفي");
  await visitor.reload();
  await expect(visitor.locator("#offers")).not.toContainText(title);
  await visitor.close();

  await row.getByRole("button", { name: `حذف ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
  await expectToast(page, "تم حذف العرض بنجاح");
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});
