import { expect, expectToast, openDashboard, test, uniqueName } from "./support";

test("the offer form refuses a discounted price above the original, in Arabic, and saves nothing; equal prices save", async ({
  page,
}) => {
  const title = uniqueName("عرض مقلوب");
  await openDashboard(page, "/offers");
  await page.getByRole("button", { name: "إضافة عرض" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة عرض جديد" });
  await dialog.getByLabel("عنوان العرض").fill(title);
  await dialog.getByLabel("السعر الأصلي (د.أ)").fill("5");
  await dialog.getByLabel("السعر بعد الخصم (د.أ)").fill("7.5");
  await dialog.getByRole("button", { name: "إضافة العرض" }).click();
  await expect(dialog.getByText("السعر بعد الخصم لا يمكن أن يكون أعلى من السعر الأصلي")).toBeVisible();
  await expect(dialog.getByLabel("السعر بعد الخصم (د.أ)")).toHaveAttribute("aria-invalid", "true");
  const offers: { title: string }[] = await (await page.request.get("/api/admin/offers")).json();
  expect(offers.some((offer) => offer.title === title)).toBe(false);

  await dialog.getByLabel("السعر بعد الخصم (د.أ)").fill("5");
  await dialog.getByRole("button", { name: "إضافة العرض" }).click();
  await expectToast(page, "تم إضافة العرض بنجاح");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("5.00 د.أ");
});
