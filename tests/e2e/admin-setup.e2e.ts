import { E2E_SETUP_TOKEN } from "./setup-token";
import { ADMIN, expect, expectToast, test } from "./support";

test("the first admin is created through the printed setup link, after which setup is closed", async ({ page }) => {
  // Without the link's token the page explains where the link is instead of offering the form.
  await page.goto("/admin/setup");
  await expect(page.getByRole("heading", { name: "رابط الإعداد مطلوب" })).toBeVisible();
  await expect(page.getByText("افتح رابط الإعداد الذي يطبعه الخادم عند التشغيل لإنشاء حساب المسؤول")).toBeVisible();
  await expect(page.getByRole("button", { name: "إنشاء الحساب" })).toHaveCount(0);

  await page.goto(`/admin/setup#token=${E2E_SETUP_TOKEN}`);
  await expect(page.getByRole("heading", { name: "إعداد حساب المسؤول" })).toBeVisible();

  // Validation shown on the fields, in Arabic like the rest of the page.
  await page.getByLabel("اسم المستخدم").fill("ab");
  await page.getByLabel("كلمة المرور", { exact: true }).fill("123");
  await page.getByLabel("تأكيد كلمة المرور").fill("456");
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page.getByText("اسم المستخدم يجب أن يكون 3 أحرف على الأقل")).toBeVisible();
  await expect(page.getByText("كلمة المرور يجب أن تكون 6 أحرف على الأقل")).toBeVisible();
  await expect(page.getByText("كلمتا المرور غير متطابقتين")).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/[A-Za-z]{3,}/);

  await page.getByLabel("اسم المستخدم").fill(ADMIN.username);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("تأكيد كلمة المرور").fill(ADMIN.password);
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();

  await expectToast(page, "تم إنشاء الحساب بنجاح");
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goto("/admin/setup");
  await expect(page.getByText("غير مسموح – يوجد حساب مسؤول بالفعل")).toBeVisible();
  await page.getByRole("link", { name: "الذهاب إلى تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
