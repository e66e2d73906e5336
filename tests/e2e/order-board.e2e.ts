import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test, uniqueName } from "./support";

const BRANCH = "hashmi-north";
const OPEN_ALL_DAY = { hours: Array.from({ length: 7 }, () => [{ open: "00:00", close: "23:59" }]) };

/** A cashier of the branch, signed in on a page of their own at the tablet's size. */
async function cashierPage(browser: Browser, owner: Page): Promise<Page> {
  const username = uniqueName("cashier").replace(" ", "-");
  const made = await owner.request.post("/api/admin/accounts", {
    data: { username, password: "temp-pass-1", role: "cashier", branches: [BRANCH] },
  });
  expect(made.status()).toBe(201);
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  expect((await page.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } })).status()).toBe(
    200,
  );
  const changed = await page.request.put("/api/admin/password", {
    data: { currentPassword: "temp-pass-1", newPassword: "own-pass-1" },
  });
  expect(changed.status()).toBe(200);
  return page;
}

test("a visitor's order shows on the cashier's board without reload; accepted, then ready, the visitor's order follows", async ({
  page,
  browser,
}) => {
  await signIn(page);
  expect((await page.request.put(`/api/branches/${BRANCH}`, { data: OPEN_ALL_DAY })).status()).toBe(200);
  expect((await page.request.put(`/api/branches/${BRANCH}/ordering`, { data: { enabled: true } })).status()).toBe(200);
  const dish = await page.request.post("/api/menu-items", {
    data: { name: uniqueName("بروستد"), mealPrice: "3.50", sandwichPrice: "2.25" },
  });
  expect(dish.status()).toBe(201);
  const menuItemId = (await dish.json()).id as string;

  const cashier = await cashierPage(browser, page);
  await cashier.goto("/admin/dashboard/orders");
  await expect(cashier.getByRole("status").filter({ hasText: "متصل" })).toBeVisible();
  const fresh = cashier.getByRole("region", { name: "جديد" });

  // The visitor orders on a phone.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const ordering = (await (await visitor.request.get("/api/ordering")).json()) as {
    branch: string;
    asapAt: string | null;
  }[];
  expect(ordering.find((b) => b.branch === BRANCH)?.asapAt).toBeTruthy();
  const customerName = uniqueName("زبون");
  const placed = await visitor.request.post("/api/orders", {
    data: {
      branch: BRANCH,
      pickupAt: null,
      items: [{ menuItemId, size: "meal", quantity: 2, note: "بدون مخلل" }],
      customerName,
      phoneNumber: `079${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { number: number; token: string };

  const card = cashier.getByRole("article", { name: `طلب رقم ${order.number}` }).filter({ hasText: customerName });
  await expect(fresh.getByRole("article").filter({ hasText: customerName })).toBeVisible();
  await expect(card).toContainText("بدون مخلل");
  await expect(card).toContainText("7.00");
  await expect(card).toContainText("أول طلب");
  await expect(cashier).toHaveTitle(/^\(\d+\) الطلبات/);
  await cashier.screenshot({ path: "test-results/order-board-1024.png", fullPage: true });

  await card.getByRole("button", { name: "قبول", exact: true }).click();
  await expect(
    cashier.getByRole("region", { name: "قيد التحضير" }).getByRole("article").filter({ hasText: customerName }),
  ).toBeVisible();
  await expect
    .poll(async () => (await (await visitor.request.get(`/api/orders/${order.token}`)).json()).status)
    .toBe("accepted");

  await card.getByRole("button", { name: "جاهز", exact: true }).click();
  await expect(
    cashier.getByRole("region", { name: "جاهز" }).getByRole("article").filter({ hasText: customerName }),
  ).toBeVisible();
  await expect
    .poll(async () => (await (await visitor.request.get(`/api/orders/${order.token}`)).json()).status)
    .toBe("ready");

  await cashier.setViewportSize({ width: 390, height: 844 });
  await cashier.screenshot({ path: "test-results/order-board-390.png", fullPage: true });
  await Promise.all([cashier.close(), visitor.close()]);
});
