import sharp from "sharp";
import { expect, expectToast, openDashboard, test, uniqueName, newVisitorPage } from "./support";

const photo = async () =>
  sharp({ create: { width: 900, height: 675, channels: 3, background: { r: 217, g: 120, b: 30 } } })
    .png()
    .toBuffer();

test("an admin adds a dish with an uploaded photo; visitors see it in the menu and, once featured, in the hero", async ({
  page,
  browser,
}) => {
  const name = uniqueName("زنجر");
  await openDashboard(page);
  await expect(page.getByRole("heading", { name: "الأصناف" })).toBeVisible();

  await page.getByRole("button", { name: "إضافة صنف" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة صنف جديد" });
  await dialog.getByLabel("اسم الصنف").fill(name);
  await dialog.getByLabel("سعر الساندويش (د.أ)").fill("3.5");
  await dialog.getByLabel("سعر الوجبة (د.أ)").fill("5");
  await dialog.getByLabel("مكونات الوجبة").fill("بطاطا ومشروب");
  await dialog.getByRole("checkbox", { name: "دابوق" }).check();

  // The Uppy modal: choose a file; it uploads by itself, is processed, and the modal closes.
  await dialog.getByRole("button", { name: "رفع صورة", exact: true }).click();
  const uploader = page.getByRole("dialog", { name: "رفع صورة" });
  await expect(uploader).toBeVisible();
  await uploader
    .locator("input.uppy-Dashboard-input")
    .first()
    .setInputFiles({
      name: "zinger.png",
      mimeType: "image/png",
      buffer: await photo(),
    });
  await expect(uploader).toBeHidden({ timeout: 20_000 });
  await expect(dialog.getByText("الصورة الجديدة (ستُحفظ عند الحفظ)")).toBeVisible();
  const preview = dialog.locator("figure img");
  await expect(preview).toHaveAttribute("src", /^\/objects\/[0-9a-f-]{36}\.webp$/);

  await dialog.getByRole("button", { name: "إضافة الصنف" }).click();
  await expectToast(page, "تم إضافة الصنف بنجاح");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("3.50 د.أ");
  await expect(row).toContainText("ظاهر");
  await expect(row.locator("img")).toHaveAttribute("src", /-w240\.webp$/);

  // A visitor (no session) sees the dish's row in the menu with its prices and a lazy thumbnail (the
  // 240 px variant: the row shows it 80 px wide); the sheet it opens has the meal's ingredients, the large photo and the branch.
  const visitor = await newVisitorPage(browser);
  await visitor.goto("/");
  const card = visitor.locator("#menu li.dish").filter({ hasText: name });
  await expect(card).toContainText("3.50 د.أ");
  await expect(card).toContainText("5.00 د.أ");
  await expect(card.locator("img")).toHaveAttribute("src", /-w240\.webp$/);
  await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
  await card.getByRole("button", { name }).click();
  const sheet = visitor.getByRole("dialog", { name });
  await expect(sheet).toContainText("بطاطا ومشروب");
  await expect(sheet).toContainText("متوفر في: دابوق");
  await expect(sheet.getByRole("img", { name })).toHaveAttribute("srcset", /-w640\.webp 640w/);
  await visitor.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  const hero = visitor.getByRole("region", { name: "الأطباق المميزة" });
  await expect(hero.getByText(name)).toHaveCount(0);

  // Featured from the table's star: now it is in the hero carousel, labelled مميز.
  await row.getByRole("button", { name: `تمييز ${name}` }).click();
  await expectToast(page, "تم تمييز الصنف");
  await expect(row.getByRole("button", { name: `إلغاء تمييز ${name}` })).toHaveAttribute("aria-pressed", "true");
  await visitor.reload();
  const slide = visitor.getByRole("region", { name: "الأطباق المميزة" }).getByRole("group").filter({ hasText: name });
  await expect(slide).toBeVisible();
  await expect(slide).toContainText("مميز");
  await expect(slide).toContainText("3.50 د.أ");

  // Hidden from the table: gone for visitors, still listed for the admin.
  await row.getByRole("button", { name: `إخفاء ${name}` }).click();
  await expectToast(page, "تم إخفاء الصنف");
  await expect(row).toContainText("مخفي");
  await visitor.reload();
  await expect(visitor.locator("#menu")).not.toContainText(name);
  await visitor.close();
});

test("the menu dialog validates, edits with the current image and shows the failure toast", async ({ page }) => {
  const name = uniqueName("بروستد");
  await openDashboard(page);
  await page.getByRole("button", { name: "إضافة صنف" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة صنف جديد" });
  await dialog.getByRole("button", { name: "إضافة الصنف" }).click();
  await expect(dialog.getByText("اسم الصنف مطلوب")).toBeVisible();

  // A server refusal: the failure title with the server's message.
  await page.route("**/api/menu-items", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ message: "رسالة من الخادم" }),
        })
      : route.fallback(),
  );
  await dialog.getByLabel("اسم الصنف").fill(name);
  await dialog.getByRole("button", { name: "إضافة الصنف" }).click();
  await expectToast(page, "❌ خطأ في إضافة الصنف");
  await expect(page.getByText("رسالة من الخادم", { exact: true })).toBeVisible();
  await page.unroute("**/api/menu-items");

  await dialog.getByRole("button", { name: "إضافة الصنف" }).click();
  await expectToast(page, "تم إضافة الصنف بنجاح");
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `تعديل ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "تعديل الصنف" });
  await expect(edit.getByLabel("اسم الصنف")).toHaveValue(name);
  await expect(edit.getByText("لا توجد صورة")).toBeVisible();
  await edit.getByLabel("سعر الوجبة (د.أ)").fill("4.75");
  await edit.getByRole("button", { name: "تحديث الصنف" }).click();
  await expectToast(page, "تم تحديث الصنف بنجاح");
  await expect(row).toContainText("4.75 د.أ");

  await row.getByRole("button", { name: `حذف ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
  await expectToast(page, "تم حذف الصنف بنجاح");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("a dish's ingredients: typed in the dialog, at most 500 characters, shown under its name on the public row", async ({
  page,
  browser,
}) => {
  const name = uniqueName("زنجر");
  await openDashboard(page);
  await page.getByRole("button", { name: "إضافة صنف" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة صنف جديد" });
  await dialog.getByLabel("اسم الصنف").fill(name);
  await dialog.getByLabel("المكونات", { exact: true }).fill("ا".repeat(501));
  await dialog.getByRole("button", { name: "إضافة الصنف" }).click();
  await expect(dialog.getByText("المكونات يجب ألا تزيد عن 500 حرف")).toBeVisible();

  await dialog.getByLabel("المكونات", { exact: true }).fill("صدر دجاج مقرمش، خس، صوص الثوم");
  await dialog.getByRole("button", { name: "إضافة الصنف" }).click();
  await expectToast(page, "تم إضافة الصنف بنجاح");

  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `تعديل ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "تعديل الصنف" });
  await expect(edit.getByLabel("المكونات", { exact: true })).toHaveValue("صدر دجاج مقرمش، خس، صوص الثوم");
  await edit.getByRole("button", { name: "إلغاء" }).click();

  const visitor = await newVisitorPage(browser);
  await visitor.goto("/");
  const card = visitor.locator("#menu li.dish").filter({ hasText: name });
  const heading = card.getByRole("heading", { name });
  const ingredients = card.getByText("صدر دجاج مقرمش، خس، صوص الثوم", { exact: true });
  await expect(ingredients).toBeVisible();
  await expect(ingredients).toHaveClass(/text-sm/);
  await expect(ingredients).toHaveClass(/text-neutral-600/);
  // Under the name.
  const [nameBox, ingredientsBox] = [await heading.boundingBox(), await ingredients.boundingBox()];
  expect(ingredientsBox!.y).toBeGreaterThan(nameBox!.y);

  // A dish without ingredients shows no such line.
  const plain = uniqueName("بروستد");
  expect((await page.request.post("/api/menu-items", { data: { name: plain } })).status()).toBe(201);
  await visitor.reload();
  await expect(visitor.locator("#menu li.dish").filter({ hasText: plain }).locator("p.line-clamp-1")).toHaveCount(0);
  await visitor.close();
});

test("a save that never reaches the server says so and asks to try again", async ({ page }) => {
  await openDashboard(page);
  await page.getByRole("button", { name: "إضافة صنف" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة صنف جديد" });
  await dialog.getByLabel("اسم الصنف").fill(uniqueName("زنجر"));
  await page.route("**/api/menu-items", (route) =>
    route.request().method() === "POST" ? route.abort() : route.fallback(),
  );
  await dialog.getByRole("button", { name: "إضافة الصنف" }).click();
  await expectToast(page, "❌ خطأ في إضافة الصنف");
  await expect(page.getByText("حدث خطأ أثناء حفظ الصنف. يرجى المحاولة مرة أخرى.", { exact: true })).toBeVisible();
});
