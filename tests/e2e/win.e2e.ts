import {
  ensureActivePrize,
  expect,
  test,
  expectToast,
  openDashboard,
  signIn,
  uniqueName,
  newVisitorPage,
} from "./support";

const uniqueDigits = () => `${Date.now()}${Math.floor(Math.random() * 1e3)}`.slice(-8);

test("the win form shows its Arabic validation messages", async ({ page, playwright }) => {
  await ensureActivePrize(playwright);
  await page.goto("/win");
  await page.getByRole("button", { name: "ادخل السحب" }).click();
  await expect(page.getByText("رقم الفاتورة مطلوب")).toBeVisible();
  await expect(page.getByText("رقم الهاتف يجب أن يكون 10 أرقام على الأقل")).toBeVisible();
});

test("a visitor wins a prize; the admin finds the entry by phone and marks it claimed", async ({
  page,
  browser,
}, testInfo) => {
  // An active prize exists, made through the API as the admin.
  await signIn(page);
  const prizeName = uniqueName("وجبة مجانية");
  const created = await page.request.post("/api/prizes", { data: { name: prizeName, isActive: true } });
  expect(created.status()).toBe(201);

  const visitor = await newVisitorPage(browser);
  const invoice = `E2E-${uniqueDigits()}`;
  const phone = `079${uniqueDigits().slice(-7)}`;
  try {
    await visitor.goto("/win");
    await visitor.getByLabel("رقم الفاتورة").fill(invoice);
    await visitor.getByLabel("رقم الهاتف").fill(phone);
    await visitor.getByRole("button", { name: "ادخل السحب" }).click();
    await expectToast(visitor, "تهانينا!");
    await expect(visitor.getByRole("heading", { name: "مبروك! لقد ربحت" })).toBeVisible();
    const shownPrize = (await visitor.getByTestId("prize-name").textContent())?.trim();
    await expect(visitor.getByText("احتفظ بالفاتورة الأصلية")).toBeVisible();

    // The prize shown is the one stored (other tests may have active prizes too, so the draw may pick any of them).
    const stored = await (await page.request.get(`/api/lottery-entries?search=${invoice}`)).json();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      invoiceNumber: invoice,
      phoneNumber: phone,
      status: "pending",
      prizeName: shownPrize,
    });

    // The same invoice from another phone is refused with the server's message.
    await visitor.getByRole("button", { name: "مشاركة جديدة" }).click();
    await visitor.getByLabel("رقم الفاتورة").fill(invoice);
    await visitor.getByLabel("رقم الهاتف").fill(`078${phone.slice(3)}`);
    await visitor.getByRole("button", { name: "ادخل السحب" }).click();
    await expectToast(visitor, "خطأ");
    await expect(visitor.getByText("رقم الفاتورة مستخدم مسبقاً", { exact: true })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await openDashboard(page, "/lottery");
  await page.getByRole("searchbox", { name: "بحث في المشاركات" }).fill(phone);
  const row = page.getByRole("row").filter({ hasText: invoice });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row).toContainText("قيد الانتظار");
  // While searching, the count says it counts matches, out of every entry.
  const count = page.getByText(/^(إجمالي المشاركات|نتائج البحث):/);
  // The whole is counted in words: «مشاركة واحدة», «مشاركتين», «5 مشاركات», «11 مشاركة»...
  const ofAll = "(مشاركة واحدة|مشاركتين|\\d+ مشارك(ة|ات))";
  await expect(count).toHaveText(new RegExp(`^نتائج البحث: 1 من ${ofAll}$`));
  const wholeOf = (text: string) => {
    const words = text.split(" من ")[1];
    return words === "مشاركة واحدة" ? 1 : words === "مشاركتين" ? 2 : Number(words.match(/^\d+/)?.[0]);
  };
  const all = wholeOf((await count.textContent()) ?? "");
  expect(all).toBeGreaterThanOrEqual(1);
  await page.getByRole("searchbox", { name: "بحث في المشاركات" }).fill(`${phone}-no-such-entry`);
  // Other tests may add entries meanwhile, so the whole can only have grown.
  await expect(count).toHaveText(new RegExp(`^نتائج البحث: 0 من ${ofAll}$`));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`entries-search-${width}.png`) });
  }
  expect(wholeOf((await count.textContent()) ?? "")).toBeGreaterThanOrEqual(all);
  await page.getByRole("searchbox", { name: "بحث في المشاركات" }).fill("");
  await expect(count).toHaveText(/^إجمالي المشاركات: \d+$/);
  expect(Number((await count.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(all);
  await page.getByRole("searchbox", { name: "بحث في المشاركات" }).fill(phone);

  await row.getByRole("combobox", { name: `تغيير حالة الفاتورة ${invoice}` }).click();
  await page.getByRole("option", { name: "تم الاستلام" }).click();
  await expectToast(page, "تم تحديث الحالة بنجاح");
  await expect(row.getByText("تم الاستلام").first()).toBeVisible();
  const after = await (await page.request.get(`/api/lottery-entries?search=${invoice}`)).json();
  expect(after[0].status).toBe("claimed");
});
