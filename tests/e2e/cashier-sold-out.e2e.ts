import { expect, expectToast, signIn, test, uniqueName } from "./support";

for (const width of [390, 1280]) {
  test(`at ${width} px a cashier marks a dish sold out today at their own branch, and nothing else on the menu`, async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const dish = uniqueName("زنجر الكاشير");
    const made = await page.request.post("/api/menu-items", {
      data: { name: dish, price: "2.5", branches: ["دابوق", "الياسمين"] },
    });
    expect(made.status()).toBe(201);
    const username = uniqueName("cashier").replace(" ", "-");
    const account = await page.request.post("/api/admin/accounts", {
      data: { username, password: "temp-pass-1", role: "cashier", branches: ["dabouq"] },
    });
    expect(account.status()).toBe(201);

    const cashier = await browser.newPage({ viewport: { width, height: 900 } });
    try {
      expect(
        (await cashier.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } })).status(),
      ).toBe(200);
      expect(
        (
          await cashier.request.put("/api/admin/password", {
            data: { currentPassword: "temp-pass-1", newPassword: "own-pass-1" },
          })
        ).status(),
      ).toBe(200);
      await cashier.goto("/admin/dashboard/sold-out");
      const chips = cashier.getByRole("group", { name: `نفد اليوم: ${dish}` });
      const here = chips.getByRole("button", { name: "دابوق: نفد اليوم" });
      await expect(here).toHaveAttribute("aria-pressed", "false");
      await expect(chips.getByRole("button")).toHaveCount(1);
      await expect(cashier.getByRole("button", { name: "إضافة صنف" })).toHaveCount(0);
      await here.click();
      await expectToast(cashier, `«${dish}» نفد اليوم في: دابوق`);
      await expect(here).toHaveAttribute("aria-pressed", "true");
      expect(await cashier.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    } finally {
      await cashier.close();
    }
    const shown = (await (await page.request.get("/api/menu-items")).json()).find(
      (item: { name: string }) => item.name === dish,
    );
    expect(shown.soldOutAt).toEqual(["دابوق"]);
  });
}
