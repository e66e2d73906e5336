import { NAV_ITEMS } from "../../client/src/features/admin-shell/components/nav-items";
import { ADMIN, expect, expectToast, openDashboard, test, waitForSettled } from "./support";

test("signed-out visitors are sent from the dashboard to the login page", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard/offers");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("login validates, rejects a wrong password and signs in", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page.getByText("اسم المستخدم مطلوب")).toBeVisible();
  await expect(page.getByText("كلمة المرور مطلوبة")).toBeVisible();

  await page.getByLabel("اسم المستخدم").fill("nobody-here");
  await page.getByLabel("كلمة المرور").fill("wrong-password");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expectToast(page, "خطأ في تسجيل الدخول");
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel("اسم المستخدم").fill(ADMIN.username);
  await page.getByLabel("كلمة المرور").fill(ADMIN.password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "أقسام لوحة التحكم" })).toBeVisible();
  // The success toast survives the full navigation: the dashboard shows it once it has loaded, and only once.
  await expectToast(page, "تم تسجيل الدخول بنجاح");
  await expect(page.getByText("مرحباً بك في لوحة التحكم", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("navigation", { name: "أقسام لوحة التحكم" })).toBeVisible();
  await expect(page.getByText("تم تسجيل الدخول بنجاح", { exact: true })).toHaveCount(0);
});

// The owner may open every page of the sidebar's table but those meant for another role only.
const OWNER_PAGES = NAV_ITEMS.filter((item) => !item.roles || item.roles.includes("owner"));

test("the dashboard shell lists the owner's pages of its table (the last one each staff member's own account), collapses with Ctrl+B and remembers it, and logs out", async ({
  page,
}) => {
  await openDashboard(page);
  const nav = page.getByRole("navigation", { name: "أقسام لوحة التحكم" });
  await expect(nav.getByRole("link")).toHaveCount(OWNER_PAGES.length);
  await expect(nav.getByRole("link").last()).toHaveText("حسابي");

  await nav.getByRole("link", { name: "الشروط والأحكام" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/terms$/);

  const aside = page.locator("aside");
  await expect(aside).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(aside).toHaveAttribute("data-state", "collapsed");
  const cookies = await page.context().cookies();
  const state = cookies.find((c) => c.name === "sidebar_state");
  expect(state?.value).toBe("false");
  expect(state!.expires - Date.now() / 1000).toBeGreaterThan(604_000);

  // After a reload the panel comes back collapsed from its first frame, never expanded for a moment,
  // and the shortcut pressed as soon as it shows flips it.
  await page.evaluate(() => sessionStorage.setItem("asideStates", ""));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const state = document.querySelector("aside")?.getAttribute("data-state");
      const seen = sessionStorage.getItem("asideStates") ?? "";
      if (state && !seen.endsWith(state)) sessionStorage.setItem("asideStates", `${seen} ${state}`.trim());
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
  });
  await page.reload();
  await expect(page.locator("aside")).toHaveAttribute("data-state", "collapsed");
  expect(await page.evaluate(() => sessionStorage.getItem("asideStates"))).toBe("collapsed");
  await page.keyboard.press("Control+b");
  await expect(page.locator("aside")).toHaveAttribute("data-state", "expanded");

  await page.getByRole("button", { name: "تسجيل الخروج" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const session = await page.request.get("/api/admin/session");
  expect((await session.json()).authenticated).toBe(false);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("on a phone the side panel opens as a sheet and closes after choosing a page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDashboard(page);
  await expect(page.locator("aside")).toHaveCount(0);
  await page.getByRole("button", { name: "إظهار أو إخفاء القائمة الجانبية" }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: "الجوائز" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/prizes$/);
  await expect(sheet).toBeHidden();
});

test("a session that ends mid-work clears the dashboard's data, signs in again and returns to the same page", async ({
  page,
}) => {
  await openDashboard(page);
  // Every answer renews the session cookie (rolling sessions): let the page's reads land first, or
  // one still in flight would put the cookie back after it is cleared.
  await waitForSettled(page);
  // The session ends (idle expiry, restart, logout elsewhere) while the dashboard is open.
  await page.context().clearCookies();
  await page.getByRole("navigation", { name: "أقسام لوحة التحكم" }).getByRole("link", { name: "العروض" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard%2Foffers$/);

  await page.getByLabel("اسم المستخدم").fill(ADMIN.username);
  await page.getByLabel("كلمة المرور").fill(ADMIN.password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/offers$/);
  await expect(page.getByRole("navigation", { name: "أقسام لوحة التحكم" })).toBeVisible();
});
