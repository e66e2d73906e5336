import type { Locator } from "@playwright/test";
import { expect, openDashboard, signIn, test, uniqueName } from "./support";

const PHONE = { width: 390, height: 844 };

/** Fully on screen without scrolling sideways. */
async function expectOnScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test("on a phone the draw entries are cards: the status selector is on screen, labelled by its column", async ({
  page,
}) => {
  await signIn(page);
  const prize = await page.request.post("/api/prizes", { data: { name: uniqueName("جائزة الهاتف"), isActive: true } });
  expect(prize.status()).toBe(201);
  const invoice = `PH-${Date.now().toString(36)}`;
  expect(
    (await page.request.post("/api/lottery", { data: { invoiceNumber: invoice, phoneNumber: "0790000000" } })).status(),
  ).toBe(201);

  await page.setViewportSize(PHONE);
  await openDashboard(page, "/lottery");
  await page.getByRole("searchbox", { name: "بحث في المشاركات" }).fill(invoice);
  const row = page.getByRole("row").filter({ hasText: invoice });
  await expect(row).toBeVisible();
  const select = row.getByRole("combobox", { name: `تغيير حالة الفاتورة ${invoice}` });
  await expectOnScreen(select);
  await expect(
    row.locator("td").filter({ has: page.getByRole("combobox", { name: `تغيير حالة الفاتورة ${invoice}` }) }),
  ).toHaveAttribute("data-label", "الحالة");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("on a phone the menu table's actions are on screen in each card", async ({ page }) => {
  await signIn(page);
  const name = uniqueName("صنف الهاتف");
  expect((await page.request.post("/api/menu-items", { data: { name, sandwichPrice: 2 } })).status()).toBe(201);
  await page.setViewportSize(PHONE);
  await openDashboard(page);
  const row = page.getByRole("row").filter({ hasText: name });
  await expectOnScreen(row.getByRole("button", { name: `حذف ${name}` }));
  await expectOnScreen(row.getByRole("button", { name: `تعديل ${name}` }));
  await expect(row.getByText("2.00 د.أ")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
