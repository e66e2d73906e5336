import { expect, test, expectToast, openDashboard, uniqueName } from "./support";

test("the admin adds, edits and deletes a prize after confirming", async ({ page }) => {
  await openDashboard(page, "/prizes");
  await expect(page.getByRole("heading", { name: "الجوائز" })).toBeVisible();

  const name = uniqueName("قسيمة");
  await page.getByRole("button", { name: "إضافة جائزة" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة جائزة" });
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expect(dialog.getByText("اسم الجائزة مطلوب")).toBeVisible();
  await dialog.getByLabel("اسم الجائزة").fill(name);
  // Saved inactive so the draws of other tests never pick it.
  await dialog.getByRole("switch", { name: "الجائزة نشطة" }).click();
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expectToast(page, "تمت إضافة الجائزة بنجاح");
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("غير نشطة");

  const renamed = `${name} معدلة`;
  await row.getByRole("button", { name: `تعديل ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "تعديل الجائزة" });
  await expect(edit.getByLabel("اسم الجائزة")).toHaveValue(name);
  await edit.getByLabel("اسم الجائزة").fill(renamed);
  await edit.getByRole("button", { name: "حفظ التعديلات" }).click();
  await expectToast(page, "تم تحديث الجائزة بنجاح");
  const renamedRow = page.getByRole("row").filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole("button", { name: `حذف ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("هل أنت متأكد من حذف هذه الجائزة؟");
  await confirm.getByRole("button", { name: "إلغاء" }).click();
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole("button", { name: `حذف ${renamed}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
  await expectToast(page, "تم حذف الجائزة بنجاح");
  await expect(renamedRow).toHaveCount(0);
  const prizes = await (await page.request.get("/api/prizes")).json();
  expect(prizes.some((p: { name: string }) => p.name === renamed)).toBe(false);
});
