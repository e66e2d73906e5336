import { expect, newVisitorPage, openDashboard, reviewOnHomePage, signIn, test, uniqueName } from "./support";

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

test("a plain price shows with two decimals, the same on the public menu and in the admin table", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const name = uniqueName("بطاطا");
  const created = await page.request.post("/api/menu-items", { data: { name, price: 1 } });
  expect(created.status()).toBe(201);
  const priced = uniqueName("زنجر");
  expect((await page.request.post("/api/menu-items", { data: { name: priced, sandwichPrice: "2.75" } })).status()).toBe(
    201,
  );

  const visitor = await newVisitorPage(browser);
  await visitor.goto("/");
  const card = visitor.locator("#menu li.dish").filter({ hasText: name });
  await expect(card).toContainText("1.00 د.أ");
  await expect(visitor.locator("#menu li.dish").filter({ hasText: priced })).toContainText("2.75 د.أ");
  await visitor.close();

  await openDashboard(page);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("1.00 د.أ");
});

test("review dates, prices and counts use Latin digits, dates in Amman time", async ({ page, browser }) => {
  await signIn(page);
  const reviewer = uniqueName("ليلى");
  const review = await page.request.post("/api/reviews", {
    data: { customerName: reviewer, rating: 5, comment: "أطيب بروستد جربته في عمّان" },
  });
  expect(review.status()).toBe(201);
  expect((await page.request.put(`/api/reviews/${(await review.json()).id}/approve`)).status()).toBe(200);

  const visitor = await newVisitorPage(browser);
  await visitor.goto("/");
  const reviewCard = await reviewOnHomePage(visitor, reviewer);
  await expect(reviewCard).toBeVisible();
  const year = String(new Date().getFullYear());
  await expect(reviewCard).toContainText(year);
  expect(await visitor.locator("main").innerText()).not.toMatch(ARABIC_INDIC);
  await visitor.close();
});
