import type { Browser } from "@playwright/test";
import { expect, expectToast, signIn, test, uniqueName } from "./support";

const SIDEBAR = "إظهار أو إخفاء القائمة الجانبية";

/** An account of the given role made by the owner, signed in on a page of its own with its own password chosen. */
async function colleaguePage(browser: Browser, owner: Parameters<typeof signIn>[0], role: "cashier") {
  const username = uniqueName(role).replace(" ", "-");
  const res = await owner.request.post("/api/admin/accounts", {
    data: { username, password: "temp-pass-1", role, branches: ["dabouq"] },
  });
  expect(res.status()).toBe(201);
  const page = await browser.newPage();
  const login = await page.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } });
  expect(login.status()).toBe(200);
  const changed = await page.request.put("/api/admin/password", {
    data: { currentPassword: "temp-pass-1", newPassword: "own-pass-1" },
  });
  expect(changed.status()).toBe(200);
  return { page, username };
}

for (const width of [390, 1280]) {
  test(`a cashier's dashboard at ${width} px holds the draw entries and nothing else`, async ({ page, browser }) => {
    await signIn(page);
    const { page: cashier, username } = await colleaguePage(browser, page, "cashier");
    try {
      await cashier.setViewportSize({ width, height: 844 });
      await cashier.goto("/admin/dashboard");
      // The dashboard's first page (the menu) is above a cashier: it gives way to the draw.
      await expect(cashier).toHaveURL(/\/admin\/dashboard\/lottery$/);
      if (width < 768) await cashier.getByRole("button", { name: SIDEBAR }).click();
      const nav = cashier.getByRole("navigation").last();
      await expect(nav.getByRole("link", { name: /مشاركات السحب/ })).toBeVisible();
      for (const hidden of ["الأصناف", "العروض والخصومات", "الفروع", "إدارة التوظيف", "الحسابات"]) {
        await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
      }
      await cashier.screenshot({ path: `test-results/cashier-${width}.png`, fullPage: true });
      const refused = await cashier.request.get("/api/admin/accounts");
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toMatch(/صلاحية/);

      // Their own account: role, branch, devices, and a password they can change themselves.
      await nav.getByRole("link", { name: "حسابي" }).click();
      await expect(cashier.getByRole("heading", { name: "حسابي" })).toBeVisible();
      await expect(cashier.getByRole("definition").first()).toHaveText("كاشير");
      await expect(cashier.getByRole("definition").nth(1)).toHaveText("دابوق");
      await expect(cashier.getByText("هذا الجهاز")).toBeVisible();
      await cashier.getByLabel("كلمة المرور الحالية").fill("own-pass-1");
      await cashier.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("own-pass-2");
      await cashier.getByLabel("تأكيد كلمة المرور الجديدة").fill("own-pass-2");
      await cashier.getByRole("button", { name: "تغيير كلمة المرور" }).click();
      await expectToast(cashier, "تم تغيير كلمة المرور");
      expect(await cashier.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await cashier.screenshot({ path: `test-results/cashier-account-${width}.png`, fullPage: true });
      const fresh = await browser.newPage();
      try {
        const old = await fresh.request.post("/api/admin/login", { data: { username, password: "own-pass-1" } });
        expect(old.status()).toBe(401);
        const renewed = await fresh.request.post("/api/admin/login", { data: { username, password: "own-pass-2" } });
        expect(renewed.status()).toBe(200);
      } finally {
        await fresh.close();
      }
    } finally {
      await cashier.close();
    }
  });
}
