import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { asAdmin, expect, newVisitorPage, SITE_WIDE, signIn, test, uniqueName, waitForHydration } from "./support";

// The board and the visitor side by side: a visitor orders (a meal and a drink sold alone) at 390 px
// while a cashier's board at 1024 px shows the order without reload, accepts it and marks it ready,
// and the visitor's status page follows. Switching ordering on shows buttons on every page, so this
// runs with the site-wide tests and leaves the branch as it found it.

const BRANCH = "hashmi-north";
const ALL_DAY = Array.from({ length: 7 }, () => [{ open: "00:00", close: "23:59" }]);
type Saved = { slug: string; hours: unknown; exceptions: unknown };

/** A cashier of the branch, signed in on a page of their own at the tablet's size. */
async function cashierPage(browser: Browser, owner: APIRequestContext): Promise<Page> {
  const username = uniqueName("cashier").replace(" ", "-");
  const made = await owner.post("/api/admin/accounts", {
    data: { username, password: "temp-pass-1", role: "cashier", branches: [BRANCH] },
  });
  expect(made.status()).toBe(201);
  // A context of its own, so a second page (the cashier's phone) shares the session.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const login = await page.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } });
  expect(login.status()).toBe(200);
  const changed = await page.request.put("/api/admin/password", {
    data: { currentPassword: "temp-pass-1", newPassword: "own-pass-1" },
  });
  expect(changed.status()).toBe(200);
  return page;
}

/** Orders waiting for acceptance at the signed-in staff's branches, as the server counts them. */
async function waitingOrders(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/admin/orders/waiting");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { received: number }[]).reduce((sum, branch) => sum + branch.received, 0);
}

test.describe("the order board beside the visitor", SITE_WIDE, () => {
  let saved: Saved | undefined;
  const dish = uniqueName("بروستد");
  // A drink sold alone at its plain price: its line on the card is just its name.
  const drink = uniqueName("كولا");

  test.beforeAll(async ({ playwright }) => {
    await asAdmin(playwright, async (request) => {
      const branches = (await (await request.get("/api/admin/branches")).json()) as Saved[];
      saved = branches.find((b) => b.slug === BRANCH);
      expect(
        (await request.put(`/api/branches/${BRANCH}`, { data: { hours: ALL_DAY, exceptions: [] } })).status(),
      ).toBe(200);
      expect((await request.put(`/api/branches/${BRANCH}/ordering`, { data: { enabled: true } })).status()).toBe(200);
      const made = await request.post("/api/menu-items", {
        data: { name: dish, sandwichPrice: "2.25", mealPrice: "3.50" },
      });
      expect(made.status()).toBe(201);
      const plain = await request.post("/api/menu-items", {
        data: { name: drink, price: "0.75", sandwichPrice: null, mealPrice: null },
      });
      expect(plain.status()).toBe(201);
    });
  });
  test.afterAll(async ({ playwright }) => {
    await asAdmin(playwright, async (request) => {
      if (saved)
        await request.put(`/api/branches/${BRANCH}`, { data: { hours: saved.hours, exceptions: saved.exceptions } });
      await request.put(`/api/branches/${BRANCH}/ordering`, { data: { enabled: false } });
    });
  });

  test("a visitor's order shows on the cashier's board without reload; accepted, then ready, and the visitor's page follows", async ({
    browser,
  }) => {
    const owner = await browser.newPage();
    await signIn(owner);
    const cashier = await cashierPage(browser, owner.request);
    const waitingBefore = await waitingOrders(cashier.request);
    await cashier.goto("/admin/dashboard/orders");
    await expect(cashier.getByRole("status").filter({ hasText: "متصل" })).toBeVisible();

    const visitor = await newVisitorPage(browser);
    await visitor.setViewportSize({ width: 390, height: 844 });
    // Records each time the page asks the phone to vibrate.
    await visitor.addInitScript(() => {
      const buzzes: unknown[] = [];
      Object.assign(window, { buzzes });
      navigator.vibrate = (pattern) => buzzes.push(pattern) > 0;
    });
    const buzzes = () => visitor.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes);
    await visitor.goto("/");
    await waitForHydration(visitor);
    const row = visitor
      .locator("#menu")
      .getByRole("listitem")
      .filter({ has: visitor.getByRole("heading", { name: dish }) });
    await row.getByRole("button", { name: `أضف وجبة ${dish} للطلب` }).click();
    await visitor
      .locator("#menu")
      .getByRole("listitem")
      .filter({ has: visitor.getByRole("heading", { name: drink }) })
      .getByRole("button", { name: `أضف ${drink} للطلب` })
      .click();
    await visitor.getByRole("button", { name: /السلة: 2 أصناف/ }).click();
    await visitor.getByRole("dialog", { name: "سلة الطلب" }).getByRole("link", { name: "متابعة الطلب" }).click();
    await expect(visitor.getByRole("heading", { name: "اطلب للاستلام", level: 1 })).toBeVisible();
    await visitor.getByRole("radio", { name: /الهاشمي الشمالي/ }).check();
    await visitor.getByRole("combobox", { name: "وقت الاستلام" }).selectOption({ index: 1 });
    const customer = uniqueName("زبون");
    await visitor.getByRole("textbox", { name: "الاسم" }).fill(customer);
    await visitor.getByRole("textbox", { name: "رقم الموبايل" }).fill(`079${String(Date.now()).slice(-7)}`);
    await visitor.getByRole("button", { name: "أرسل الطلب – ادفع عند الاستلام" }).click();
    await expect(visitor).toHaveURL(/\/order\/[A-Za-z0-9_-]{20,}$/);
    const visitorStatus = visitor.getByRole("status").filter({ hasText: /^حالة الطلب:/ });
    await expect(visitorStatus).toHaveText("حالة الطلب: بانتظار القبول");
    // The tab leads with the status, for a visitor who has switched to another tab.
    const number = (await visitor.getByRole("heading", { name: /^رقم الطلب \d+$/ }).innerText()).trim();
    await expect(visitor).toHaveTitle(`بانتظار القبول · طلب ${number} – بروستد الأصيل`);

    // On the board, without reload.
    const card = cashier.getByRole("article").filter({ hasText: customer });
    await expect(
      cashier.getByRole("region", { name: "جديد" }).getByRole("article").filter({ hasText: customer }),
    ).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: dish })).toHaveText(`1 × ${dish} (وجبة)`);
    await expect(card.getByRole("listitem").filter({ hasText: drink })).toHaveText(`1 × ${drink}`);
    await expect(card).toContainText("4.25");
    await expect(card).toContainText("أول طلب – اتصل للتأكيد");
    await expect(cashier).toHaveTitle(/^\(\d+\) الطلبات/);
    const waitingNow = `${waitingBefore + 1} بانتظار القبول`;
    await expect(cashier.getByRole("link", { name: `الطلبات (${waitingNow})` })).toBeVisible();

    // On a phone the side panel is hidden behind the menu button, which carries the same count on any page.
    const phone = await cashier.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto("/admin/dashboard/account");
    const menuButton = phone.getByRole("button", { name: "إظهار أو إخفاء القائمة الجانبية" });
    await expect(menuButton).toHaveAccessibleDescription(`طلبات بانتظار القبول: ${waitingBefore + 1}`);
    await expect(menuButton).toContainText(String(waitingBefore + 1));
    await cashier.screenshot({ path: "test-results/order-board-1024.png", fullPage: true });

    // Moves on the board; the visitor's page follows from the stream (its own poll is a minute).
    await card.getByRole("button", { name: "قبول", exact: true }).click();
    await expect(
      cashier.getByRole("region", { name: "قيد التحضير" }).getByRole("article").filter({ hasText: customer }),
    ).toBeVisible();
    await expect(visitorStatus).toHaveText("حالة الطلب: تم القبول");
    expect(await buzzes()).toEqual([]);
    // Accepted, it waits no longer: the phone's menu button drops it at its next read.
    await phone.reload();
    if (waitingBefore === 0) await expect(menuButton).not.toHaveAttribute("aria-describedby");
    else await expect(menuButton).toHaveAccessibleDescription(`طلبات بانتظار القبول: ${waitingBefore}`);
    await phone.close();
    await card.getByRole("button", { name: "جاهز", exact: true }).click();
    await expect(
      cashier.getByRole("region", { name: "جاهز" }).getByRole("article").filter({ hasText: customer }),
    ).toBeVisible();
    await expect(visitorStatus).toHaveText("حالة الطلب: جاهز للاستلام");
    // Ready while the page is open: the phone buzzes, once.
    expect(await buzzes()).toEqual([[200, 100, 200]]);
    await expect(visitor).toHaveTitle(`جاهز للاستلام · طلب ${number} – بروستد الأصيل`);
    await visitor.screenshot({ path: "test-results/order-status-390.png", fullPage: true });
    // Opened again on a ready order it does not buzz: only a change while the page is open does. The title
    // is set in the same pass of effects as the buzz, so once it reads ready the buzz would have come.
    await visitor.reload();
    await expect(visitor).toHaveTitle(`جاهز للاستلام · طلب ${number} – بروستد الأصيل`);
    expect(await buzzes()).toEqual([]);

    // Away on the home page, the visitor's header still leads to the order; once it is handed over the
    // link gives way to «اطلب الآن».
    await visitor.goto("/");
    await waitForHydration(visitor);
    const visitorHeader = visitor.getByRole("banner");
    await expect(visitorHeader.getByRole("link", { name: `تابع طلبك رقم ${number}` })).toBeVisible();
    await card.getByRole("button", { name: "تم التسليم", exact: true }).click();
    await expect(card).toHaveCount(0);
    await visitor.reload();
    await waitForHydration(visitor);
    await expect(visitorHeader.getByRole("link", { name: "اطلب الآن" })).toBeVisible();
    await expect(visitorHeader.getByRole("link", { name: /طلبك رقم/ })).toHaveCount(0);

    await Promise.all([cashier.context().close(), visitor.close(), owner.close()]);
  });
});
