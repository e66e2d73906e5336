import { STAFF_MESSAGES } from "../../shared/schema/staff-forms";
import { expect, expectToast, newVisitorPage, openDashboard, signIn, test, uniqueName } from "./support";

test.describe("staff sign-in (1280px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a disabled account is told so by the server's message, not a generic error", async ({ page, browser }) => {
    await signIn(page);
    const username = uniqueName("off").replace(" ", "-");
    const created = await page.request.post("/api/admin/accounts", {
      data: { username, password: "temp-pass-1", role: "owner" },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect((await page.request.put(`/api/admin/accounts/${id}`, { data: { disabled: true } })).status()).toBe(200);

    const colleague = await newVisitorPage(browser);
    try {
      await colleague.goto("/admin/login");
      await colleague.getByLabel("اسم المستخدم").fill(username);
      await colleague.getByLabel("كلمة المرور").fill("temp-pass-1");
      await colleague.getByRole("button", { name: "تسجيل الدخول" }).click();
      await expect(colleague.getByText(STAFF_MESSAGES.disabled).first()).toBeVisible();
      await expect(colleague.getByText("حدث خطأ أثناء تسجيل الدخول")).toHaveCount(0);
      await expect(colleague).toHaveURL(/\/admin\/login$/);
    } finally {
      await colleague.close();
    }
  });

  test("a signed-in admin opening the login page goes to the dashboard", async ({ page }) => {
    await openDashboard(page, "/offers");
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("button", { name: "إظهار أو إخفاء القائمة الجانبية" })).toBeVisible();
    await expect(page.getByRole("button", { name: "تسجيل الدخول" })).toHaveCount(0);
  });
});

test.describe("temporary password (390px phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a colleague on a temporary password sees only the change screen, even on a dashboard link", async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const username = uniqueName("new").replace(" ", "-");
    expect(
      (
        await page.request.post("/api/admin/accounts", { data: { username, password: "temp-pass-1", role: "owner" } })
      ).status(),
    ).toBe(201);
    const colleague = await newVisitorPage(browser);
    try {
      await colleague.setViewportSize({ width: 390, height: 844 });
      await colleague.goto("/admin/login?next=%2Fadmin%2Fdashboard%2Fprizes");
      await colleague.getByLabel("اسم المستخدم").fill(username);
      await colleague.getByLabel("كلمة المرور").fill("temp-pass-1");
      await colleague.getByRole("button", { name: "تسجيل الدخول" }).click();
      await expect(colleague.getByRole("heading", { name: "اختر كلمة مرور خاصة بك" })).toBeVisible();
      await expect(colleague.getByRole("heading", { name: "الجوائز" })).toHaveCount(0);
      await colleague.getByLabel("كلمة المرور الحالية").fill("temp-pass-1");
      await colleague.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("temp-pass-1");
      await colleague.getByLabel("تأكيد كلمة المرور الجديدة").fill("temp-pass-1");
      await colleague.getByRole("button", { name: "تغيير كلمة المرور" }).click();
      await expect(colleague.getByText(STAFF_MESSAGES.sameAsCurrent)).toBeVisible();
      await colleague.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("own-pass-1");
      await colleague.getByLabel("تأكيد كلمة المرور الجديدة").fill("own-pass-1");
      await colleague.getByRole("button", { name: "تغيير كلمة المرور" }).click();
      await expectToast(colleague, "تم تغيير كلمة المرور");
      await expect(colleague.getByRole("heading", { name: "الجوائز" })).toBeVisible();
    } finally {
      await colleague.close();
    }
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px the owner gives a colleague a new temporary password, which the colleague must replace at their next sign-in`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page);
    const username = uniqueName("reset").replace(" ", "-");
    const created = await page.request.post("/api/admin/accounts", {
      data: { username, password: "temp-pass-1", role: "manager", branches: ["dabouq"] },
    });
    expect(created.status()).toBe(201);
    // The colleague signs in (in a browser of their own) and chooses a password of their own.
    const colleague = await newVisitorPage(browser);
    try {
      await colleague.setViewportSize({ width, height: 844 });
      expect(
        (await colleague.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } })).status(),
      ).toBe(200);
      const own = { currentPassword: "temp-pass-1", newPassword: "own-pass-1" };
      expect((await colleague.request.put("/api/admin/password", { data: own })).status()).toBe(200);

      await openDashboard(page, "/staff");
      const row = page.getByRole("row").filter({ hasText: username });
      await expect(row).not.toContainText("بانتظار اختيار كلمة مرور خاصة");
      await row.getByRole("button", { name: `تعيين كلمة مرور مؤقتة لـ ${username}` }).click();
      const dialog = page.getByRole("dialog", { name: "تعيين كلمة مرور مؤقتة" });
      await dialog.getByLabel("كلمة المرور المؤقتة").fill("123");
      await dialog.getByRole("button", { name: "تعيين" }).click();
      await expect(dialog.getByText("كلمة المرور يجب أن تكون 6 أحرف على الأقل")).toBeVisible();
      await dialog.getByLabel("كلمة المرور المؤقتة").fill("handed-over-1");
      await page.screenshot({ path: `test-results/reset-password-${width}.png` });
      await dialog.getByRole("button", { name: "تعيين" }).click();
      await expectToast(page, "تم تعيين كلمة مرور مؤقتة");
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("بانتظار اختيار كلمة مرور خاصة");
      // The colleague's session ended with the reset: their open dashboard sends them to sign in.
      expect((await (await colleague.request.get("/api/admin/session")).json()).authenticated).toBe(false);

      // Their own password no longer opens the account; the temporary one opens only the change screen.
      await colleague.goto("/admin/login");
      await colleague.getByLabel("اسم المستخدم").fill(username);
      await colleague.getByLabel("كلمة المرور").fill("own-pass-1");
      await colleague.getByRole("button", { name: "تسجيل الدخول" }).click();
      await expect(colleague.getByText("اسم المستخدم أو كلمة المرور غير صحيحة").first()).toBeVisible();
      await expect(colleague).toHaveURL(/\/admin\/login/);
      await colleague.getByLabel("كلمة المرور").fill("handed-over-1");
      await colleague.getByRole("button", { name: "تسجيل الدخول" }).click();
      await expect(colleague.getByRole("heading", { name: "اختر كلمة مرور خاصة بك" })).toBeVisible();
      await expect(colleague.getByRole("navigation")).toHaveCount(0);
      const refused = await colleague.request.get("/api/admin/branches");
      expect(refused.status()).toBe(403);
      await colleague.screenshot({ path: `test-results/reset-first-sign-in-${width}.png` });
      await colleague.getByLabel("كلمة المرور الحالية").fill("handed-over-1");
      await colleague.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("own-pass-2");
      await colleague.getByLabel("تأكيد كلمة المرور الجديدة").fill("own-pass-2");
      await colleague.getByRole("button", { name: "تغيير كلمة المرور" }).click();
      await expectToast(colleague, "تم تغيير كلمة المرور");
      await expect(colleague.getByRole("heading", { name: "الأصناف", level: 1 })).toBeVisible();
      expect((await colleague.request.get("/api/admin/branches")).status()).toBe(200);
      await page.reload();
      await expect(page.getByRole("row").filter({ hasText: username })).not.toContainText(
        "بانتظار اختيار كلمة مرور خاصة",
      );
    } finally {
      await colleague.close();
    }
  });
}
