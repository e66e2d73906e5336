import {
  holdChunk,
  expect,
  expectToast,
  openDashboard,
  newVisitorPage,
  reviewOnHomePage,
  signIn,
  test,
  uniqueName,
  waitForSettled,
} from "./support";

test("the star rating is a keyboard-usable radiogroup with Arabic labels", async ({ page }) => {
  await page.goto("/submit-review");
  const group = page.getByRole("radiogroup", { name: "التقييم" });
  await expect(group.getByRole("radio")).toHaveCount(5);
  for (const label of ["نجمة واحدة", "نجمتان", "3 نجوم", "4 نجوم", "5 نجوم"]) {
    await expect(group.getByRole("radio", { name: label })).toBeVisible();
  }
  await page.getByLabel("الاسم").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(group.getByRole("radio", { name: "نجمة واحدة" })).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(group.getByRole("radio", { name: "3 نجوم" })).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await expect(group.getByRole("radio", { name: "نجمتان" })).toBeChecked();
});

test("a submit tapped while the form's code is still loading is held, then answered by the form once it arrives", async ({
  page,
}) => {
  const release = await holdChunk(page, "submit-review-form");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/submit-review");
  await page.getByRole("button", { name: "إرسال التقييم" }).click();
  // No native post reloads the page (and loses what was typed) while the code is on its way.
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  release();
  await expect(page.getByText("الاسم يجب أن يكون حرفين على الأقل")).toBeVisible();
  expect(posts).toEqual([]);
});

test("a star chosen while the form's code is still loading stays chosen once it arrives", async ({ page }) => {
  const release = await holdChunk(page, "submit-review-form");
  await page.goto("/submit-review");
  const stars = page.getByRole("radiogroup", { name: "التقييم" });
  await stars.getByRole("radio", { name: "4 نجوم" }).check({ force: true });
  release();
  await expect(page.locator("[data-deferred-form] form")).toBeVisible();
  await waitForSettled(page);
  await expect(stars.getByRole("radio", { name: "4 نجوم" })).toBeChecked();
  await page.getByRole("button", { name: "إرسال التقييم" }).click();
  await expect(page.getByText("يجب اختيار التقييم")).toHaveCount(0);
});

test("a visitor's review waits for approval, then shows on the home page as plain text", async ({ page, browser }) => {
  const name = uniqueName("ليلى");
  const comment = `<script>window.__pwned = true</script> أفضل بروستد في عمّان`;

  await page.goto("/submit-review");
  await page.getByRole("button", { name: "إرسال التقييم" }).click();
  await expect(page.getByText("الاسم يجب أن يكون حرفين على الأقل")).toBeVisible();
  await expect(page.getByText("يجب اختيار التقييم")).toBeVisible();
  const stars = page.getByRole("radiogroup", { name: "التقييم" });
  await expect(stars).toHaveAttribute("aria-invalid", "true");
  await expect(stars).toHaveAccessibleDescription("يجب اختيار التقييم");
  await expect(page.getByText("الرأي يجب أن يكون 10 أحرف على الأقل")).toBeVisible();

  await page.getByLabel("الاسم").fill(name);
  await page.getByRole("radio", { name: "4 نجوم" }).check();
  await page.getByLabel("رأيك").fill(comment);
  await page.getByRole("button", { name: "إرسال التقييم" }).click();
  const thanks = page.getByRole("dialog", { name: "شكراً لك على رأيك!" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText("بعد مراجعته من قبل الإدارة");
  await thanks.getByRole("button", { name: "حسناً" }).click();
  await expect(page.getByLabel("الاسم")).toHaveValue("");

  // Not public before approval.
  const visitor = await newVisitorPage(browser);
  await visitor.goto("/");
  await expect(visitor.locator("#reviews")).not.toContainText("جارٍ تحميل");
  await expect(visitor.locator("#reviews").getByText(name)).toHaveCount(0);

  await openDashboard(page, "/reviews");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("قيد المراجعة")).toBeVisible();
  await row.getByRole("button", { name: `موافقة على تقييم ${name}` }).click();
  await expectToast(page, "تم الموافقة على التقييم");
  await expect(row.getByText("معتمد")).toBeVisible();
  await expect(row.getByRole("button", { name: `موافقة على تقييم ${name}` })).toHaveCount(0);

  await visitor.goto("/");
  const card = await reviewOnHomePage(visitor, name);
  await expect(card).toBeVisible();
  await expect(card.getByText(comment, { exact: true })).toBeVisible();
  await expect(card.getByRole("img", { name: "التقييم 4 من 5" })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(visitor.locator("#reviews script")).toHaveCount(0);
  await visitor.close();
});

test("the admin adds a review (rating 5 by default), approves it, hides it and deletes it", async ({ page }) => {
  const name = uniqueName("أحمد");
  await openDashboard(page, "/reviews");
  await page.getByRole("button", { name: "إضافة تقييم" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة تقييم" });
  await expect(dialog.getByRole("radio", { name: "5 نجوم" })).toBeChecked();
  await dialog.getByLabel("اسم العميل").fill(name);
  await dialog.getByLabel("التعليق").fill("طلبت وجبة عائلية وكانت ممتازة");
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expectToast(page, "تم إضافة التقييم بنجاح");

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("img", { name: "التقييم 5 من 5" })).toBeVisible();
  // Pending, it has no visibility switch (it is shown only once approved).
  await expect(row.getByRole("switch")).toHaveCount(0);
  await row.getByRole("button", { name: `موافقة على تقييم ${name}` }).click();
  const visible = row.getByRole("switch", { name: `إظهار تقييم ${name}` });
  await expect(visible).toBeChecked();
  await visible.click();
  await expectToast(page, "تم إخفاء التقييم");
  await expect(visible).not.toBeChecked();

  await row.getByRole("button", { name: `حذف تقييم ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
  await expectToast(page, "تم حذف التقييم بنجاح");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("on a phone the home page shows the six newest reviews, taps on «عرض المزيد من الآراء» load the older ones, and the button goes at the end", async ({
  page,
  browser,
}) => {
  await signIn(page);
  // Seven reviews of this test, approved oldest first: the oldest of them is the seventh newest.
  const names = Array.from({ length: 7 }, (_, n) => uniqueName(`زائر ${n + 1}`));
  const ids: string[] = [];
  for (const customerName of names) {
    const res = await page.request.post("/api/reviews", {
      data: { customerName, rating: 5, comment: "البروستد مقرمش والخدمة سريعة" },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).id);
  }
  for (const id of ids) expect((await page.request.put(`/api/reviews/${id}/approve`)).status()).toBe(200);

  const visitor = await newVisitorPage(browser);
  // Other tests approve, hide and delete reviews beside this one: the page must reach every review that
  // was shown when it loaded and still is when the paging ends (one approved later is newer than the page).
  const approvedIds = async () =>
    ((await (await visitor.request.get("/api/reviews/approved")).json()) as { id: string }[]).map((row) => row.id);
  const before = await approvedIds();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto("/");
  const section = visitor.locator("#reviews");
  const cards = section.locator("li.review");
  await expect(cards).toHaveCount(6);
  await expect(cards.filter({ hasText: names[6] })).toBeVisible();
  await expect(cards.filter({ hasText: names[0] })).toHaveCount(0);

  const more = section.getByRole("button", { name: "عرض المزيد من الآراء" });
  await more.click();
  await expect(cards.filter({ hasText: names[0] })).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(6);

  // Every approved review there is, page by page, until none is left and the button goes.
  for (let taps = 0; taps < Math.ceil(before.length / 6) && (await more.isVisible()); taps++) {
    const shown = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  const after = new Set(await approvedIds());
  expect(await cards.count()).toBeGreaterThanOrEqual(before.filter((id) => after.has(id)).length);
  for (const name of names) await expect(cards.filter({ hasText: name })).toBeVisible();
  await visitor.close();

  for (const id of ids) expect((await page.request.delete(`/api/reviews/${id}`)).status()).toBe(204);
});
