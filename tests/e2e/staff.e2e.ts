import { expect, test, expectToast, openDashboard, uniqueName } from "./support";

test("an admin adds a colleague, who signs in with the temporary password and must first choose their own", async ({
  page,
  browser,
}) => {
  await openDashboard(page, "/staff");
  await expect(page.getByRole("heading", { name: "الحسابات", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "إضافة مسؤول" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة حساب" });

  // Inline errors from the shared contract, before anything is sent.
  await dialog.getByLabel("اسم المستخدم").fill("ab");
  await dialog.getByLabel("كلمة المرور المؤقتة").fill("123");
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expect(dialog.getByText("اسم المستخدم يجب أن يكون 3 أحرف على الأقل")).toBeVisible();
  await expect(dialog.getByText("كلمة المرور يجب أن تكون 6 أحرف على الأقل")).toBeVisible();

  const username = uniqueName("sara").replace(" ", "-");
  await dialog.getByLabel("اسم المستخدم").fill(username);
  await dialog.getByLabel("كلمة المرور المؤقتة").fill("temp-pass-1");
  await dialog.getByRole("combobox", { name: "الدور" }).click();
  await page.getByRole("option", { name: "المالك" }).click();
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expectToast(page, "تمت إضافة الحساب");
  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row).toContainText("مفعّل");
  await expect(row).toContainText("لم يدخل بعد");
  await page.screenshot({ path: "test-results/staff-1280.png", fullPage: true });

  const colleague = await browser.newPage();
  try {
    await colleague.goto("/admin");
    await colleague.getByLabel("اسم المستخدم").fill(username);
    await colleague.getByLabel("كلمة المرور").fill("temp-pass-1");
    await colleague.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(colleague).toHaveURL(/\/admin\/dashboard/);
    // The temporary password must be replaced before anything else is shown.
    await expect(colleague.getByRole("heading", { name: "اختر كلمة مرور خاصة بك" })).toBeVisible();
    await expect(colleague.getByRole("button", { name: "إظهار أو إخفاء القائمة الجانبية" })).toHaveCount(0);
    await colleague.getByLabel("كلمة المرور الحالية").fill("temp-pass-1");
    await colleague.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("own-pass-1");
    await colleague.getByLabel("تأكيد كلمة المرور الجديدة").fill("own-pass-1");
    await colleague.getByRole("button", { name: "تغيير كلمة المرور" }).click();
    await expect(colleague.getByRole("button", { name: "إظهار أو إخفاء القائمة الجانبية" })).toBeVisible();
    await colleague.setViewportSize({ width: 390, height: 844 });
    await colleague.goto("/admin/dashboard/account");
    await expect(colleague.getByRole("heading", { name: "جلساتك النشطة" })).toBeVisible();
    await expect(colleague.getByText("هذا الجهاز")).toBeVisible();
    await colleague.screenshot({ path: "test-results/staff-390.png", fullPage: true });
  } finally {
    await colleague.close();
  }

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: username })).not.toContainText("لم يدخل بعد");
});

test("the audit log shows who changed what, filtered by section", async ({ page }) => {
  await openDashboard(page, "/social");
  const platform = uniqueName("رابط");
  const res = await page.request.post("/api/social-links", {
    data: { platform, url: "https://facebook.com/audit", icon: "facebook" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/admin/dashboard/audit");
  await expect(page.getByRole("heading", { name: "سجل العمليات" })).toBeVisible();
  await page.getByLabel("القسم").selectOption({ label: "روابط التواصل" });
  const row = page.getByRole("row").filter({ hasText: platform });
  await expect(row).toContainText("إضافة");
  await expect(row).toContainText("owner");

  // Fields, values and records in the dashboard's words, not the database's.
  const prizeName = uniqueName("جائزة سجل");
  const prize = await page.request.post("/api/prizes", { data: { name: prizeName, isActive: false } });
  expect(prize.status()).toBe(201);
  const renamed = `${prizeName} معدّلة`;
  const { id } = await prize.json();
  expect((await page.request.put(`/api/prizes/${id}`, { data: { name: renamed } })).status()).toBe(200);
  await page.getByLabel("القسم").selectOption({ label: "الجوائز" });
  const created = page.getByRole("row").filter({ hasText: "إضافة" }).filter({ hasText: renamed });
  await expect(created).toContainText(`الجوائز: ${renamed}`);
  await expect(created).toContainText("اسم الجائزة");
  await expect(created).toContainText("ظاهر: لا");
  await expect(created).toContainText("تاريخ الإضافة");
  await expect(created).toContainText("owner");
  await expect(created).not.toContainText(/isActive|createdAt|\d{4}-\d{2}-\d{2}T/);
  await expect(created).not.toContainText(id);
  await page.screenshot({ path: "test-results/audit-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/audit-390.png", fullPage: false });
});

test("the retention period is set on the settings page, with an inline error for a bad value", async ({ page }) => {
  await openDashboard(page, "/settings");
  const months = page.getByLabel("مدة حفظ طلبات التوظيف (بالأشهر)");
  await expect(months).toHaveValue("12");
  await months.fill("0");
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(page.getByText("مدة الحفظ يجب أن تكون عدداً صحيحاً من الأشهر بين 1 و120")).toBeVisible();
  await months.fill("12");
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expectToast(page, "تم حفظ مدة حفظ الطلبات");
  await page.setViewportSize({ width: 390, height: 844 });
  await months.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/retention-390.png" });
});
