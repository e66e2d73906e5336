import { expect, openDashboard, test, uniqueName, newVisitorPage } from "./support";

test("the overview and the sidebar show a visitor's new review as one more pending", async ({ page, browser }) => {
  await openDashboard(page, "/overview");
  await expect(page.getByRole("heading", { name: "نظرة عامة", level: 1 })).toBeVisible();
  const pending = page.getByTestId("attention-pendingReviews");
  await expect(pending).toHaveText(/^\d+$/);
  const before = Number(await pending.textContent());

  const visitor = await newVisitorPage(browser);
  await visitor.goto("/submit-review");
  await visitor.getByLabel("الاسم").fill(uniqueName("زائر"));
  await visitor.getByRole("radio", { name: "5 نجوم" }).check();
  await visitor.getByLabel("رأيك").fill("الدجاج مقرمش والخدمة ممتازة");
  await visitor.getByRole("button", { name: "إرسال التقييم" }).click();
  await expect(visitor.getByRole("dialog", { name: "شكراً لك على رأيك!" })).toBeVisible();
  await visitor.close();

  // No polling: moving between dashboard pages reads the counts again.
  const nav = page.getByRole("navigation", { name: "أقسام لوحة التحكم" });
  await nav.getByRole("link", { name: /^العروض والخصومات/ }).click();
  await nav.getByRole("link", { name: /^نظرة عامة/ }).click();
  // Other tests may add reviews at the same time: at least ours is counted.
  await expect.poll(async () => Number(await pending.textContent())).toBeGreaterThanOrEqual(before + 1);
  const now = Number(await pending.textContent());
  await expect(nav.getByRole("link", { name: new RegExp(`^التقييمات \\(${now} بانتظار المراجعة\\)$`) })).toBeVisible();
});

test("each chart has a summary and its numbers in a table", async ({ page }) => {
  await openDashboard(page, "/overview");
  for (const title of ["طلبات التوظيف في كل أسبوع", "التقييمات حسب عدد النجوم", "مشاركات السحب في كل يوم"]) {
    const chart = page.getByRole("figure", { name: title });
    await expect(chart.getByRole("img", { name: title })).toHaveAccessibleDescription(/المجموع|لا توجد بيانات/);
    await chart.getByText("عرض البيانات كجدول").click();
    const table = chart.getByRole("table", { name: title });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "العدد" })).toBeVisible();
  }
  const ratings = page.getByRole("table", { name: "التقييمات حسب عدد النجوم" });
  await expect(ratings.getByRole("rowheader")).toHaveText(["نجمة واحدة", "نجمتان", "3 نجوم", "4 نجوم", "5 نجوم"]);
  await expect(page.getByRole("table", { name: "مشاركات السحب في كل يوم" }).getByRole("row")).toHaveCount(91);
  await expect(page.getByRole("link", { name: "تنزيل نسخة احتياطية كاملة" })).toHaveAttribute(
    "href",
    "/api/admin/backup",
  );
});

for (const width of [390, 1280]) {
  test(`overview screenshot at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, "/overview");
    await expect(page.getByRole("figure", { name: "مشاركات السحب في كل يوم" })).toBeVisible();
    // Nothing wider than the screen: a 90-bar chart shrinks, it does not push the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/overview-${width}.png`, fullPage: true });
  });
}

test("the new-applications card and the jobs link's badge are one number with one meaning", async ({ page }) => {
  await openDashboard(page, "/overview");
  const meaning = "طلبات توظيف وصلت منذ آخر فتح لقائمة الطلبات، أياً كانت مرحلتها";
  const card = page.getByTestId("attention-newApplications");
  await expect(card).toHaveText(/^\d+$/);
  const count = Number(await card.textContent());
  await expect(
    page.getByRole("list", { name: "ما يحتاج إلى متابعة" }).getByRole("link", { name: meaning }),
  ).toBeVisible();
  const jobs = page
    .getByRole("navigation", { name: "أقسام لوحة التحكم" })
    .getByRole("link", { name: /^إدارة التوظيف/ });
  await expect(jobs).toHaveAccessibleName(count > 0 ? `إدارة التوظيف (${count} ${meaning})` : "إدارة التوظيف");
});
