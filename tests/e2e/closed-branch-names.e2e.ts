import type { Browser, Page } from "@playwright/test";
import { expect, expectToast, SITE_WIDE, signIn, test, uniqueName, uniquePhone } from "./support";

// A branch of this test's own is on the public site until it is closed: this runs with the
// site-wide tests, one at a time.

const week = Array.from({ length: 7 }, () => [{ open: "11:00", close: "23:00" }]);
const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A manager made by the owner at these branches, signed in with a password of their own in a context of their own. */
async function managerPage(browser: Browser, owner: Page, branches: string[]) {
  const username = `manager-${token()}`;
  const res = await owner.request.post("/api/admin/accounts", {
    data: { username, password: "temp-pass-1", role: "manager", branches },
  });
  expect(res.status()).toBe(201);
  const page = await (await browser.newContext()).newPage();
  expect((await page.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } })).status()).toBe(
    200,
  );
  const changed = await page.request.put("/api/admin/password", {
    data: { currentPassword: "temp-pass-1", newPassword: "own-pass-1" },
  });
  expect(changed.status()).toBe(200);
  return { page, username };
}

/**
 * A branch with history: a manager working there, a prize handed over there, an area hiring for it;
 * then the owner closes it.
 */
async function closedBranchWithHistory(browser: Browser, owner: Page) {
  const post = async (path: string, data: object) => {
    const res = await owner.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const name = uniqueName("السلط القديمة");
  const branch = await post("/api/branches", {
    name,
    slug: `Old Salt ${token()}`,
    hours: week,
    phone: "0791234567",
    address: "شارع الميدان، السلط",
  });
  const slug = branch.slug as string;
  const manager = await managerPage(browser, owner, [slug, "dabouq"]);

  await post("/api/prizes", { name: uniqueName("جائزة الفرع المغلق"), isActive: true });
  const invoice = `CB${token()}`.toUpperCase();
  const win = await owner.request.post("/api/lottery", {
    data: { invoiceNumber: invoice, phoneNumber: uniquePhone() },
  });
  expect(win.status()).toBe(201);
  const handed = await manager.page.request.put(`/api/lottery-entries/${(await win.json()).id}/hand-over`, {
    data: { branch: slug, originalInvoice: true },
  });
  expect(handed.status(), await handed.text()).toBe(200);

  const governorate = await post("/api/governorates", { name: uniqueName("البلقاء") });
  const area = await post("/api/areas", {
    name: uniqueName("منطقة السلط"),
    governorateId: governorate.id,
    branchSlug: slug,
  });

  const closed = await owner.request.put(`/api/branches/${slug}/closed`, { data: { closed: true } });
  expect(closed.status()).toBe(200);
  return { name, slug, manager, invoice, area: area.name as string };
}

test(
  "a closed branch reads by its Arabic name, marked closed, on every dashboard page that keeps it",
  SITE_WIDE,
  async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    const { name, slug, manager, invoice, area } = await closedBranchWithHistory(browser, page);
    const label = `${name} (مغلق)`;
    try {
      // The draw entries: the hand-over cell, and the filter that narrows to the prizes handed over there.
      await page.goto("/admin/dashboard/lottery");
      await page.getByLabel("بحث في المشاركات").fill(invoice);
      const entry = page.getByRole("row").filter({ hasText: invoice });
      await expect(entry).toContainText(`فرع التسليم: ${label}`);
      await expect(entry).not.toContainText(slug);
      await page.getByRole("combobox", { name: "فرع التسليم" }).click();
      await expect(page.getByRole("option", { name: label })).toBeVisible();
      await page.keyboard.press("Escape");

      // The accounts: the manager's branches.
      await page.goto("/admin/dashboard/staff");
      const account = page.getByRole("row").filter({ hasText: manager.username });
      await expect(account).toContainText(`مدير فرع${label}، دابوق`);
      await expect(account).not.toContainText(slug);
      // Their role dialog offers the closed branch they have, ticked, and saving keeps it.
      await page.getByRole("button", { name: `تغيير دور ${manager.username} وفروعه` }).click();
      const roleDialog = page.getByRole("dialog", { name: "الدور والفروع" });
      await expect(roleDialog.getByRole("checkbox", { name: label })).toBeChecked();
      await roleDialog.getByRole("button", { name: "حفظ" }).click();
      await expectToast(page, "تم تغيير الدور والفروع");
      await expect(account).toContainText(`مدير فرع${label}، دابوق`);

      // The job areas: the branch that hires for the area.
      await page.goto("/admin/dashboard/jobs");
      await page.getByRole("tab", { name: "المناطق" }).click();
      const areaRow = page.getByRole("row").filter({ hasText: area });
      await expect(areaRow).toContainText(label);
      await expect(areaRow).not.toContainText(slug);
      await areaRow.getByRole("button", { name: `تعديل ${area}` }).click();
      const areaDialog = page.getByRole("dialog", { name: "تعديل المنطقة" });
      await expect(areaDialog.getByRole("combobox", { name: "الفرع الذي يوظّف لها" })).toHaveText(label);
      await page.keyboard.press("Escape");
      await page.screenshot({ path: test.info().outputPath("closed-branch-areas-1280.png"), fullPage: true });

      // The manager's own pages: «حسابي» and the order board's branch buttons.
      const mine = manager.page;
      await mine.setViewportSize({ width: 1280, height: 900 });
      await mine.goto("/admin/dashboard/account");
      await expect(mine.getByRole("definition").nth(1)).toHaveText(`${label}، دابوق`);
      await mine.goto("/admin/dashboard/orders");
      await expect(mine.getByRole("navigation", { name: "الفرع" }).getByRole("button", { name: label })).toBeVisible();
      await expect(mine.getByRole("main")).not.toContainText(slug);

      // The same «حسابي» on a phone.
      await mine.setViewportSize({ width: 390, height: 844 });
      await mine.goto("/admin/dashboard/account");
      await expect(mine.getByRole("definition").nth(1)).toHaveText(`${label}، دابوق`);
      await expect(mine.getByRole("main")).not.toContainText(slug);
      expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await mine.screenshot({ path: test.info().outputPath("closed-branch-account-390.png"), fullPage: true });
    } finally {
      await manager.page.context().close();
    }
  },
);
