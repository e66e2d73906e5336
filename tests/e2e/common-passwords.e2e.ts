import { PASSWORD_COMMON, PASSWORD_IS_USERNAME } from "../../shared/schema/auth-forms";
import { expect, expectToast, newVisitorPage, openDashboard, test, uniqueName } from "./support";

// The server refuses a common password or the username; each password form shows its message under
// the password field, as it would any other refusal of that field.
test.describe("common passwords in the dashboard's forms", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the new account and reset dialogs show the server's refusal under the password", async ({ page }) => {
    await openDashboard(page, "/staff");
    await page.getByRole("button", { name: "إضافة مسؤول" }).click();
    const dialog = page.getByRole("dialog", { name: "إضافة حساب" });
    const username = uniqueName("rami").replace(" ", "-");
    await dialog.getByLabel("اسم المستخدم").fill(username);
    await dialog.getByLabel("كلمة المرور المؤقتة").fill("123456");
    await dialog.getByRole("combobox", { name: "الدور" }).click();
    await page.getByRole("option", { name: "المالك" }).click();
    await dialog.getByRole("button", { name: "إضافة" }).click();
    await expect(dialog.getByText(PASSWORD_COMMON)).toBeVisible();
    await expect(dialog.getByLabel("كلمة المرور المؤقتة")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("كلمة المرور المؤقتة").fill("temp-pass-1");
    await dialog.getByRole("button", { name: "إضافة" }).click();
    await expectToast(page, "تمت إضافة الحساب");

    await page.getByRole("button", { name: `تعيين كلمة مرور مؤقتة لـ ${username}` }).click();
    const reset = page.getByRole("dialog", { name: "تعيين كلمة مرور مؤقتة" });
    await reset.getByLabel("كلمة المرور المؤقتة").fill(username);
    await reset.getByRole("button", { name: "تعيين" }).click();
    await expect(reset.getByText(PASSWORD_IS_USERNAME)).toBeVisible();
    await page.screenshot({ path: "test-results/common-password-reset-1280.png" });
  });

  test("the forced change shows the refusal under the new password, and a good one gets through", async ({
    page,
    browser,
  }) => {
    await openDashboard(page, "/staff");
    const username = uniqueName("huda").replace(" ", "-");
    const created = await page.request.post("/api/admin/accounts", {
      data: { username, password: "temp-pass-1", role: "owner" },
    });
    expect(created.status()).toBe(201);

    const colleague = await newVisitorPage(browser);
    try {
      await colleague.setViewportSize({ width: 390, height: 844 });
      await colleague.goto("/admin/login");
      await colleague.getByLabel("اسم المستخدم").fill(username);
      await colleague.getByLabel("كلمة المرور").fill("temp-pass-1");
      await colleague.getByRole("button", { name: "تسجيل الدخول" }).click();
      await expect(colleague.getByRole("heading", { name: "اختر كلمة مرور خاصة بك" })).toBeVisible();
      await colleague.getByLabel("كلمة المرور الحالية").fill("temp-pass-1");
      await colleague.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("123456");
      await colleague.getByLabel("تأكيد كلمة المرور الجديدة").fill("123456");
      await colleague.getByRole("button", { name: "تغيير كلمة المرور" }).click();
      await expect(colleague.getByText(PASSWORD_COMMON)).toBeVisible();
      await expect(colleague.getByLabel("كلمة المرور الجديدة", { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await colleague.screenshot({ path: "test-results/common-password-change-390.png" });

      await colleague.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("own-pass-1");
      await colleague.getByLabel("تأكيد كلمة المرور الجديدة").fill("own-pass-1");
      await colleague.getByRole("button", { name: "تغيير كلمة المرور" }).click();
      await expectToast(colleague, "تم تغيير كلمة المرور");
    } finally {
      await colleague.close();
    }
  });
});
