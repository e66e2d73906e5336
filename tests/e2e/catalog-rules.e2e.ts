import type { APIRequestContext } from "@playwright/test";
import { ADMIN, expect, expectToast, newVisitorPage, openDashboard, test, uniqueName } from "./support";

async function adminApi(request: APIRequestContext) {
  expect((await request.post("/api/admin/login", { data: ADMIN })).status()).toBe(200);
  return async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
}

test("on a phone, /jobs lists the open positions before the form, and offers only governorates with an area", async ({
  page,
  request,
}, testInfo) => {
  const create = await adminApi(request);
  const position = await create("/api/job-positions", { title: uniqueName("مشرف صالة") });
  const open = await create("/api/governorates", { name: uniqueName("محافظة مفتوحة") });
  await create("/api/areas", { name: uniqueName("منطقة"), governorateId: open.id });
  const empty = await create("/api/governorates", { name: uniqueName("محافظة بلا مناطق") });

  // Rendered by the server: the list is in the HTML before any script runs.
  const html = await (await request.get("/jobs")).text();
  expect(html).toContain("الوظائف المتاحة");
  expect(html).toContain(position.title);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/jobs");
  const list = page.getByRole("region", { name: "الوظائف المتاحة" });
  await expect(list.getByRole("listitem").filter({ hasText: position.title })).toBeVisible();
  const terms = page.getByRole("checkbox", { name: "أوافق على الشروط والأحكام" });
  const listBox = await list.boundingBox();
  const termsBox = await terms.boundingBox();
  expect(listBox && termsBox && listBox.y < termsBox.y).toBe(true);
  await page.screenshot({ path: testInfo.outputPath("jobs-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("jobs-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });

  await terms.check();
  const governorates = page.getByRole("combobox", { name: "المحافظة" });
  await expect(governorates.getByRole("option", { name: open.name, exact: true })).toHaveCount(1);
  await expect(governorates.getByRole("option", { name: empty.name, exact: true })).toHaveCount(0);
});

test("the admin is told, in Arabic, that a governorate of that name exists, and the list keeps one", async ({
  page,
  request,
}, testInfo) => {
  const create = await adminApi(request);
  const existing = await create("/api/governorates", { name: uniqueName("الزرقاء") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, "/jobs");
  await page.getByRole("button", { name: "إضافة محافظة" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة محافظة" });
  await dialog.getByLabel("اسم المحافظة").fill(` ${existing.name} `);
  await dialog.getByRole("button", { name: "حفظ" }).click();
  await expect(page.getByText("توجد محافظة بهذا الاسم مسبقاً", { exact: true })).toBeVisible();
  const governorates: { name: string }[] = await (await request.get("/api/governorates")).json();
  expect(governorates.filter((row) => row.name === existing.name)).toHaveLength(1);

  // The list says why a governorate without an active area is missing from the applicants' form.
  await dialog.getByRole("button", { name: "إلغاء" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: existing.name });
  await expect(row).toContainText("لا تظهر للمتقدمين حتى تُضاف لها منطقة نشطة");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`governorates-${width}.png`) });
  }
});

test("the social link dialog refuses a link of another platform and a link already added", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, "/social");
  const existing = `https://www.youtube.com/@${uniqueName("broasted").replace(" ", "-")}`;
  const made = await page.request.post("/api/social-links", {
    data: { platform: "YouTube", url: existing, icon: "youtube" },
  });
  expect(made.status()).toBe(201);

  await page.getByRole("button", { name: "إضافة رابط" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة رابط" });
  await dialog.getByRole("combobox", { name: "المنصة" }).click();
  await page.getByRole("option", { name: "YouTube" }).click();
  const url = dialog.getByLabel("الرابط");
  await url.fill("https://www.tiktok.com/@broasted");
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expect(dialog.getByText("الرابط لا يخص المنصة المختارة")).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");

  await url.fill(existing.replace("https://www.", ""));
  await dialog.getByRole("button", { name: "إضافة" }).click();
  await expect(page.getByText("هذا الرابط مضاف مسبقاً", { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a branch takes a Maps short link as its directions link, and the form says to type the coordinates", async ({
  page,
  browser,
}, testInfo) => {
  const shortLink = `https://maps.app.goo.gl/${uniqueName("e2e").replace(/\W/g, "")}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, "/branches");
  await page.getByRole("tab", { name: "الهاشمي الشمالي" }).click();
  const link = page.getByLabel("رابط خرائط Google");
  await link.fill(shortLink);
  await expect(link).toHaveAccessibleDescription(/لا يمكن قراءة الإحداثيات منه، فاكتب خط العرض وخط الطول بنفسك/);
  await page.getByLabel("خط العرض").fill("32.0001");
  await page.getByLabel("خط الطول").fill("35.9502");
  await page.screenshot({ path: testInfo.outputPath("branch-short-link-1280.png") });
  await page.getByRole("button", { name: "حفظ فرع الهاشمي الشمالي" }).click();
  await expectToast(page, "تم حفظ فرع الهاشمي الشمالي");

  const visitor = await newVisitorPage(browser);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto("/#contact");
  const card = visitor.getByRole("article", { name: "فرع الهاشمي الشمالي" });
  await expect(card.getByRole("link", { name: "الاتجاهات" })).toHaveAttribute("href", shortLink);
  await card.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: testInfo.outputPath("branch-card-390.png") });
  await visitor.close();

  // Back in the form the link is still there, so saving again keeps it.
  await page.reload();
  await page.getByRole("tab", { name: "الهاشمي الشمالي" }).click();
  await expect(page.getByLabel("رابط خرائط Google")).toHaveValue(shortLink);
});
