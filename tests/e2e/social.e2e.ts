import { expect, expectToast, openDashboard, test, uniqueName, newVisitorPage } from "./support";

test("the admin adds, edits and deletes a social link, and the contact section shows it", async ({ page, browser }) => {
  const name = uniqueName("انستغرام المطعم");
  await openDashboard(page, "/social");
  await page.getByRole("button", { name: "إضافة رابط" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة رابط" });
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expect(dialog.getByText("يجب اختيار المنصة من القائمة")).toBeVisible();

  await dialog.getByRole("combobox", { name: "المنصة" }).click();
  await page.getByRole("option", { name: "Instagram" }).click();
  await expect(dialog.getByLabel("الاسم الظاهر")).toHaveValue("Instagram");
  await dialog.getByLabel("الاسم الظاهر").fill(name);
  await dialog.getByLabel("الرابط").fill("instagram.com/broasted.jo");
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expectToast(page, "تم إضافة الرابط بنجاح");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("link")).toHaveAttribute("href", "https://instagram.com/broasted.jo");

  const visitor = await newVisitorPage(browser);
  await visitor.goto("/");
  await expect(visitor.locator("#contact").getByRole("link", { name })).toHaveAttribute(
    "href",
    "https://instagram.com/broasted.jo",
  );

  await row.getByRole("button", { name: `تعديل ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "تعديل رابط" });
  await expect(edit.getByLabel("الرابط")).toHaveValue("https://instagram.com/broasted.jo");
  await edit.getByRole("combobox", { name: "المنصة" }).click();
  await page.getByRole("option", { name: "WhatsApp" }).click();
  // A name typed by hand is kept when the platform changes.
  await expect(edit.getByLabel("الاسم الظاهر")).toHaveValue(name);
  await edit.getByLabel("الرابط").fill("https://wa.me/962790000000");
  await edit.getByRole("button", { name: "حفظ التعديلات" }).click();
  await expectToast(page, "تم تحديث الرابط بنجاح");
  await expect(row.getByRole("link")).toHaveAttribute("href", "https://wa.me/962790000000");

  await row.getByRole("button", { name: `حذف ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
  await expectToast(page, "تم حذف الرابط بنجاح");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.locator("#contact").getByText("تواصل معنا")).toBeVisible();
  await expect(visitor.locator("#contact").getByRole("link", { name })).toHaveCount(0);
  await visitor.close();
});
