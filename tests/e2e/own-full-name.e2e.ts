import { expect, expectToast, signIn, test } from "./support";

const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test("at 390 px a cashier sets their own full name in «حسابي»; it stays, and the owner's accounts list and log show it", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const username = `cashier-${token()}`;
  const created = await page.request.post("/api/admin/accounts", {
    data: { username, password: "temp-pass-1", role: "cashier", branches: ["dabouq"] },
  });
  expect(created.status()).toBe(201);
  const cashier = await (await browser.newContext()).newPage();
  try {
    expect(
      (await cashier.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } })).status(),
    ).toBe(200);
    const changed = await cashier.request.put("/api/admin/password", {
      data: { currentPassword: "temp-pass-1", newPassword: "own-pass-1" },
    });
    expect(changed.status()).toBe(200);

    await cashier.setViewportSize({ width: 390, height: 844 });
    await cashier.goto("/admin/dashboard/account");
    const field = cashier.getByLabel("اسمك الكامل");
    await expect(field).toHaveValue("");
    // The header names an account without a full name by its username.
    const header = cashier.getByRole("banner");
    await expect(header).toContainText(username);

    // Empty: refused under the field, nothing sent.
    await cashier.getByRole("button", { name: "حفظ الاسم" }).click();
    await expect(field).toHaveAccessibleDescription(/اكتب الاسم الكامل/);

    const fullName = `ليلى حداد ${token()}`;
    await field.fill(fullName);
    await cashier.getByRole("button", { name: "حفظ الاسم" }).click();
    await expectToast(cashier, "تم حفظ اسمك الكامل");
    await expect(header).toContainText(fullName);
    await expect(header).not.toContainText(username);
    expect(await cashier.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await cashier.screenshot({ path: test.info().outputPath("own-full-name-390.png"), fullPage: true });

    await cashier.reload();
    await expect(cashier.getByLabel("اسمك الكامل")).toHaveValue(fullName);

    await page.goto("/admin/dashboard/staff");
    await expect(page.getByRole("row").filter({ hasText: username })).toContainText(fullName);
    await page.goto("/admin/dashboard/audit");
    const person = page.getByLabel("الشخص");
    await person.selectOption((await person.locator("option", { hasText: username }).getAttribute("value"))!);
    // This account's own record: until the filtered page arrives, the table still shows other tests' renames.
    const record = page
      .getByRole("row")
      .filter({ hasText: "تغيير الاسم" })
      .filter({ hasText: `(${username})` });
    await expect(record).toContainText(`${fullName} (${username})`);
    await expect(record).toContainText("الاسم الكامل");
  } finally {
    await cashier.context().close();
  }
});

test("at 1280 px the owner sets a colleague's full name from the accounts list; an empty one is refused under the field", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const username = `manager-${token()}`;
  const created = await page.request.post("/api/admin/accounts", {
    data: { username, password: "temp-pass-1", role: "manager", branches: ["dabouq"] },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin/dashboard/staff");
  const row = page.getByRole("row").filter({ hasText: username });
  await row.getByRole("button", { name: `تعديل الاسم الكامل لـ ${username}` }).click();
  const dialog = page.getByRole("dialog", { name: "الاسم الكامل" });
  await dialog.getByRole("button", { name: "حفظ" }).click();
  await expect(dialog.getByLabel("الاسم الكامل")).toHaveAccessibleDescription(/اكتب الاسم الكامل/);

  const fullName = `رامي النابلسي ${token()}`;
  await dialog.getByLabel("الاسم الكامل").fill(fullName);
  await dialog.getByRole("button", { name: "حفظ" }).click();
  await expectToast(page, "تم حفظ الاسم الكامل");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(fullName);
});
