import type { Browser } from "@playwright/test";
import { expect, signIn, test, uniqueName } from "./support";

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
  return page;
}

for (const width of [390, 1280]) {
  test(`a cashier's dashboard at ${width} px holds the draw entries and nothing else`, async ({ page, browser }) => {
    await signIn(page);
    const cashier = await colleaguePage(browser, page, "cashier");
    try {
      await cashier.setViewportSize({ width, height: 844 });
      await cashier.goto("/admin/dashboard");
      // The dashboard's first page (the menu) is above a cashier: it gives way to the draw.
      await expect(cashier).toHaveURL(/\/admin\/dashboard\/lottery$/);
      if (width < 768) await cashier.getByRole("button", { name: SIDEBAR }).click();
      const nav = cashier.getByRole("navigation").last();
      await expect(nav.getByRole("link", { name: /مشاركات السحب/ })).toBeVisible();
      for (const hidden of ["الأصناف", "العروض والخصومات", "الفروع", "إدارة التوظيف", "الحسابات والجلسات"]) {
        await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
      }
      await cashier.screenshot({ path: `test-results/cashier-${width}.png`, fullPage: true });
      const refused = await cashier.request.get("/api/admin/accounts");
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toMatch(/صلاحية/);
    } finally {
      await cashier.close();
    }
  });
}
