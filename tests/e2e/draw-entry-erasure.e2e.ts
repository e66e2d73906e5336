import { expect, expectToast, openDashboard, signIn, test } from "./support";

for (const width of [1280, 390]) {
  test(`at ${width}px the admin erases a draw entry's phone and invoice after confirming; it stays listed as erased`, async ({
    page,
  }) => {
    await signIn(page);
    const prize = { name: `جائزة المحو ${Date.now().toString(36)}`, isActive: true };
    expect((await page.request.post("/api/prizes", { data: prize })).status()).toBe(201);
    const invoice = `ER-${Date.now().toString(36)}-${width}`;
    // Its own phone per width, so the two runs never meet the one-entry-per-phone rule.
    const phone = `078123${String(width).padStart(4, "0")}`;
    const entry = await page.request.post("/api/lottery", { data: { invoiceNumber: invoice, phoneNumber: phone } });
    expect(entry.status()).toBe(201);

    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, "/lottery");
    await page.getByRole("searchbox", { name: "بحث في المشاركات" }).fill(invoice);
    const row = page.getByRole("row").filter({ hasText: invoice });
    await expect(row).toContainText(phone);
    const erase = row.getByRole("button", { name: `حذف بيانات الفاتورة ${invoice}` });
    const box = (await erase.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    await erase.click();
    const confirm = page.getByRole("alertdialog", { name: "حذف بيانات المشارك" });
    await expect(confirm).toContainText(invoice);
    await confirm.getByRole("button", { name: "إلغاء" }).click();
    await expect(row).toContainText(phone);

    await erase.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "حذف نهائي" }).click();
    await expectToast(page, "تم حذف بيانات المشارك");
    // Still found by its invoice (the draw keeps it), but neither the invoice nor the phone is shown.
    const erased = page.getByRole("row").filter({ hasText: "حُذفت في" });
    await expect(erased).toHaveCount(1);
    await expect(erased.getByText("محذوف", { exact: true })).toHaveCount(2);
    await expect(page.getByText(phone)).toHaveCount(0);
    await expect(page.getByText(invoice)).toHaveCount(0);
    await expect(erased.getByRole("button", { name: /حذف بيانات/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const [stored] = await (await page.request.get(`/api/lottery-entries?search=${invoice}`)).json();
    expect(stored).toMatchObject({ id: (await entry.json()).id, invoiceNumber: null, phoneNumber: null });
  });
}
