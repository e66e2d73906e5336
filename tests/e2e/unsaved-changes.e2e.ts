import { expect, openDashboard, test } from "./support";

const question = (page: import("@playwright/test").Page) =>
  page.getByRole("alertdialog", { name: "لديك تغييرات غير محفوظة" });

test("a branch's unsaved edit survives a tab switch the admin backs out of, and is dropped only when they agree", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page, "/branches");
  const tabs = page.getByRole("tab");
  const first = tabs.nth(0);
  const second = tabs.nth(1);
  const address = page.getByRole("tabpanel").getByLabel("العنوان", { exact: true });
  const saved = await address.inputValue();
  const edited = `${saved} - تعديل`;
  await address.fill(edited);

  // The form is far taller than the screen; its save button stays on screen all the same.
  await expect(page.getByRole("button", { name: /^حفظ فرع/ })).toBeInViewport();
  await expect(page.getByText("لديك تغييرات غير محفوظة", { exact: true })).toBeVisible();

  await second.click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "البقاء في الصفحة" }).click();
  await expect(question(page)).toBeHidden();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(address).toHaveValue(edited);

  await second.click();
  await question(page).getByRole("button", { name: "مغادرة دون حفظ" }).click();
  await expect(second).toHaveAttribute("aria-selected", "true");
  // Nothing unsaved now: going back asks nothing and shows the saved address.
  await first.click();
  await expect(question(page)).toHaveCount(0);
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(address).toHaveValue(saved);
});

test("the terms editor asks before a sidebar link throws its edits away, and the browser asks before a reload", async ({
  page,
}) => {
  await openDashboard(page, "/terms");
  const terms = page.getByLabel("نص الشروط والأحكام");
  await expect(terms).toBeEditable();
  await terms.fill("نص لم يُحفظ بعد");
  const menuLink = page.getByRole("link", { name: "الأصناف" });

  await menuLink.click();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/dashboard\/terms$/);
  await expect(terms).toHaveValue("نص لم يُحفظ بعد");

  // Reloading or closing the tab: the browser's own prompt.
  const prompts: string[] = [];
  page.on("dialog", async (dialog) => {
    prompts.push(dialog.type());
    await dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(["beforeunload"]);
});

test("leaving the terms editor after agreeing goes where the link points", async ({ page }) => {
  await openDashboard(page, "/terms");
  const terms = page.getByLabel("نص الشروط والأحكام");
  await expect(terms).toBeEditable();
  await terms.fill("نص آخر لم يُحفظ");
  await page.getByRole("link", { name: "الأصناف" }).click();
  await question(page).getByRole("button", { name: "مغادرة دون حفظ" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  await expect(page.getByRole("heading", { name: "الأصناف", level: 1 })).toBeVisible();
});
