import { expect, expectToast, openDashboard, SITE_WIDE, test, uniqueName } from "./support";

test("the admin edits the terms shown on /jobs; blank terms are refused", SITE_WIDE, async ({ page }) => {
  await openDashboard(page, "/terms");
  await expect(page.getByRole("heading", { name: "الشروط والأحكام" })).toBeVisible();
  const editor = page.getByLabel("نص الشروط والأحكام");
  expect((await editor.boundingBox())?.height).toBeGreaterThanOrEqual(400);

  await editor.fill("   ");
  await page.getByRole("button", { name: "حفظ" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "يرجى إدخال محتوى الشروط والأحكام" })).toBeVisible();
  await expect(editor).toHaveAttribute("aria-invalid", "true");

  const text = uniqueName("يلتزم المتقدم بتقديم معلومات صحيحة");
  await editor.fill(`${text}\nيحق للمطعم رفض أي طلب.`);
  await page.getByRole("button", { name: "حفظ" }).click();
  await expectToast(page, "تم تحديث الشروط والأحكام بنجاح");
  await expect(page.getByText(/^آخر تحديث:/)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "يرجى إدخال محتوى الشروط والأحكام" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel("نص الشروط والأحكام")).toHaveValue(`${text}\nيحق للمطعم رفض أي طلب.`);

  await page.goto("/jobs");
  await expect(page.getByText(text)).toBeVisible();
});
