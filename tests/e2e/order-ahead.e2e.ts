import type { APIRequestContext, Page } from "@playwright/test";
import { holdChunk, asAdmin, expect, newVisitorPage, SITE_WIDE, test, uniqueName, waitForHydration } from "./support";

// Ordering ahead at 390 px: the cart across a reload, checkout, the order's number and status page; a
// line sold out since it was added; a closed branch; a side sold alone at its plain price. Switching ordering on shows buttons on every
// page, so this runs with the site-wide tests and leaves both branches as it found them.

const OPEN = "hashmi-north";
const CLOSED = "airport-road";
const ALL_DAY = Array.from({ length: 7 }, () => [{ open: "00:00", close: "23:59" }]);
const NEVER = Array.from({ length: 7 }, () => []);

type Saved = { slug: string; hours: unknown; exceptions: unknown }[];

async function setUp(api: APIRequestContext): Promise<Saved> {
  const branches = (await (await api.get("/api/admin/branches")).json()) as Saved;
  const saved = branches.filter((b) => b.slug === OPEN || b.slug === CLOSED);
  for (const [slug, hours] of [
    [OPEN, ALL_DAY],
    [CLOSED, NEVER],
  ] as const) {
    expect((await api.put(`/api/branches/${slug}`, { data: { hours, exceptions: [] } })).status()).toBe(200);
    expect(
      (await api.put(`/api/branches/${slug}/ordering`, { data: { enabled: true, prepMinutes: 20 } })).status(),
    ).toBe(200);
  }
  return saved;
}

async function dish(
  api: APIRequestContext,
  name: string,
  prices: object = { sandwichPrice: "2.50", mealPrice: "4.25" },
) {
  const res = await api.post("/api/menu-items", { data: { name, ...prices } });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

const rowOf = (page: Page, name: string) =>
  page
    .locator("#menu")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });

test.describe("order ahead for pickup at 390 px", SITE_WIDE, () => {
  let saved: Saved = [];
  const names = { zinger: uniqueName("زنجر"), broasted: uniqueName("بروستد"), fillet: uniqueName("فيليه") };
  // A side sold alone at its plain price, with no sandwich or meal price.
  const fries = uniqueName("بطاطا");
  const ids: Record<string, string> = {};

  test.beforeAll(async ({ playwright }) => {
    await asAdmin(playwright, async (request) => {
      saved = await setUp(request);
      for (const [key, name] of Object.entries(names)) ids[key] = await dish(request, name);
      ids.fries = await dish(request, fries, { price: "0.85", sandwichPrice: null, mealPrice: null });
    });
  });
  test.afterAll(async ({ playwright }) => {
    await asAdmin(playwright, async (request) => {
      for (const branch of saved) {
        await request.put(`/api/branches/${branch.slug}`, {
          data: { hours: branch.hours, exceptions: branch.exceptions },
        });
        await request.put(`/api/branches/${branch.slug}/ordering`, { data: { enabled: false } });
      }
    });
  });

  test("two dishes in two sizes, kept across a reload, ordered, with the number and the status page", async ({
    browser,
  }) => {
    const page = await newVisitorPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    await rowOf(page, names.zinger)
      .getByRole("button", { name: `أضف وجبة ${names.zinger} للطلب` })
      .click();
    await expect(page.getByRole("button", { name: /السلة: 1 صنف/ })).toBeVisible();

    await rowOf(page, names.broasted).getByRole("button", { name: names.broasted, exact: true }).click();
    const sheet = page.getByRole("dialog", { name: names.broasted });
    await sheet.getByRole("button", { name: "زيادة كمية ساندويش" }).click();
    await sheet.getByRole("textbox", { name: "ملاحظة على ساندويش (اختياري)" }).fill("بدون مخلل");
    await sheet.getByRole("button", { name: "أضف ساندويش للطلب" }).click();
    await expect(sheet.getByRole("status").filter({ hasText: "أُضيف ساندويش إلى السلة" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.reload();
    await waitForHydration(page);
    const bar = page.getByRole("button", { name: /السلة: 3 أصناف/ });
    await expect(bar).toContainText("9.25 د.أ");
    await bar.click();
    const cart = page.getByRole("dialog", { name: "سلة الطلب" });
    await expect(cart.getByText(`${names.broasted} (ساندويش)`)).toBeVisible();
    await expect(cart.getByText("ملاحظة: بدون مخلل")).toBeVisible();
    await cart.getByRole("link", { name: "متابعة الطلب" }).click();

    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole("heading", { name: "اطلب للاستلام", level: 1 })).toBeVisible();
    const closed = page.getByRole("radio", { name: /المطار/ });
    await expect(closed).toBeDisabled();
    await expect(page.getByText(/الفرع مغلق الآن/)).toBeVisible();
    await page.getByRole("radio", { name: /الهاشمي الشمالي/ }).check();
    await page.getByRole("combobox", { name: "وقت الاستلام" }).selectOption({ index: 1 });
    await page.getByRole("textbox", { name: "الاسم" }).fill("سامي");
    await page.getByRole("textbox", { name: "رقم الموبايل" }).fill(
      `٠٧٩${String(Date.now())
        .slice(-7)
        .replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)])}`,
    );
    await page.getByRole("button", { name: "أرسل الطلب – ادفع عند الاستلام" }).click();

    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{20,}$/);
    await expect(page.getByRole("heading", { name: /^رقم الطلب \d+$/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "حالة الطلب: بانتظار القبول" })).toBeVisible();
    await expect(page.getByText("ادفع عند الاستلام")).toBeVisible();
    await expect(page.getByText("9.25 د.أ")).toBeVisible();
    // Opened again from the home page, the header leads back to the order.
    const number = (await page.getByRole("heading", { name: /^رقم الطلب \d+$/ }).innerText()).trim();
    const statusUrl = page.url();
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: `تابع طلبك رقم ${number}` }).click();
    await expect(page).toHaveURL(statusUrl);
    // The cart is emptied once the order is placed; the status page reads the same after a reload.
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "حالة الطلب: بانتظار القبول" })).toBeVisible();
    await expect(page).toHaveTitle(/^بانتظار القبول · طلب \d+ – بروستد الأصيل$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("button", { name: "إلغاء الطلب" }).click();
    await expect(page.getByRole("status").filter({ hasText: "حالة الطلب: ملغى" })).toBeVisible();
    await expect(page).toHaveTitle(/^ملغى · طلب \d+ – بروستد الأصيل$/);
    // Seen cancelled, the order leaves the header, which offers ordering again.
    await page.goto("/");
    await waitForHydration(page);
    await expect(header.getByRole("link", { name: "اطلب الآن" })).toBeVisible();
    await expect(header.getByRole("link", { name: /طلبك رقم/ })).toHaveCount(0);
    await page.close();
  });

  test("the menu's code arriving after the header has learnt that ordering is open takes over the server's rows without redrawing them", async ({
    browser,
  }) => {
    const page = await newVisitorPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const release = await holdChunk(page, "menu-section");
    await page.goto("/");
    await waitForHydration(page);
    // The header asked the server and shows «اطلب الآن»; only then does the menu's code come.
    await expect(page.getByRole("banner").getByRole("link", { name: "اطلب الآن" })).toBeVisible();
    const row = rowOf(page, names.zinger);
    const rowElement = await row.elementHandle();
    release();
    await expect(row.getByRole("button", { name: `أضف وجبة ${names.zinger} للطلب` })).toBeVisible();
    // The row the server drew is the one on the page: hydrated, not thrown away and drawn again.
    expect(await rowElement!.evaluate((element) => element.isConnected)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a dish sold out since it was added: checkout names the line, and once removed the order goes through", async ({
    browser,
    playwright,
  }) => {
    const page = await newVisitorPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    await rowOf(page, names.zinger)
      .getByRole("button", { name: `أضف ساندويش ${names.zinger} للطلب` })
      .click();
    await rowOf(page, names.fillet)
      .getByRole("button", { name: `أضف وجبة ${names.fillet} للطلب` })
      .click();
    await expect(page.getByRole("button", { name: /السلة: 2 أصناف/ })).toBeVisible();

    const marked = await asAdmin(playwright, (request) =>
      request.put(`/api/menu-items/${ids.fillet}/sold-out`, { data: { branch: "الهاشمي الشمالي", soldOut: true } }),
    );
    expect(marked.status()).toBe(200);

    await page.goto("/order");
    await waitForHydration(page);
    await page.getByRole("radio", { name: /الهاشمي الشمالي/ }).check();
    await page.getByRole("combobox", { name: "وقت الاستلام" }).selectOption({ index: 1 });
    await page.getByRole("textbox", { name: "الاسم" }).fill("رنا");
    await page.getByRole("textbox", { name: "رقم الموبايل" }).fill(`078${String(Date.now()).slice(-7)}`);
    const send = page.getByRole("button", { name: "أرسل الطلب – ادفع عند الاستلام" });
    await send.click();
    await expect(page.getByRole("alert")).toContainText(`«${names.fillet}» (وجبة): نفد هذا الصنف اليوم في هذا الفرع`);
    await page.getByRole("button", { name: `احذف ${names.fillet} (وجبة) من السلة` }).click();
    await send.click();
    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{20,}$/);
    await expect(page.getByText(`1 × ${names.zinger} (ساندويش)`)).toBeVisible();
    await page.close();
  });

  test("a dish with only a plain price is added alone, ordered, and its line reads just its name", async ({
    browser,
  }) => {
    const page = await newVisitorPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    const row = rowOf(page, fries);
    await expect(row.getByRole("button", { name: /^أضف .* للطلب$/ })).toHaveCount(1);
    await row.getByRole("button", { name: `أضف ${fries} للطلب` }).click();
    await expect(page.getByRole("button", { name: /السلة: 1 صنف/ })).toBeVisible();

    await row.getByRole("button", { name: fries, exact: true }).click();
    const sheet = page.getByRole("dialog", { name: fries });
    await expect(sheet.getByRole("group", { name: /^السعر 0\.85 د\.أ$/ })).toBeVisible();
    await sheet.getByRole("button", { name: `زيادة كمية ${fries}` }).click();
    await sheet.getByRole("button", { name: `أضف ${fries} للطلب` }).click();
    await expect(sheet.getByRole("status").filter({ hasText: `أُضيف ${fries} إلى السلة` })).toBeVisible();
    await page.keyboard.press("Escape");

    const bar = page.getByRole("button", { name: /السلة: 3 أصناف/ });
    await expect(bar).toContainText("2.55 د.أ");
    await bar.click();
    const cart = page.getByRole("dialog", { name: "سلة الطلب" });
    await expect(cart.getByText(fries, { exact: true })).toBeVisible();
    await cart.getByRole("link", { name: "متابعة الطلب" }).click();

    await expect(page).toHaveURL(/\/order$/);
    await page.getByRole("radio", { name: /الهاشمي الشمالي/ }).check();
    await page.getByRole("combobox", { name: "وقت الاستلام" }).selectOption({ index: 1 });
    await page.getByRole("textbox", { name: "الاسم" }).fill("ليلى");
    await page.getByRole("textbox", { name: "رقم الموبايل" }).fill(`077${String(Date.now()).slice(-7)}`);
    await page.getByRole("button", { name: "أرسل الطلب – ادفع عند الاستلام" }).click();

    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{20,}$/);
    await expect(page.getByRole("status").filter({ hasText: "حالة الطلب: بانتظار القبول" })).toBeVisible();
    const line = page.getByRole("listitem").filter({ hasText: fries });
    await expect(line.getByText(`3 × ${fries}`, { exact: true })).toBeVisible();
    await expect(line).toContainText("2.55 د.أ");
    await page.getByRole("button", { name: "إلغاء الطلب" }).click();
    await expect(page.getByRole("status").filter({ hasText: "حالة الطلب: ملغى" })).toBeVisible();
    await page.close();
  });

  test("sending before choosing the branch, then the time, says which is missing there and sends nothing", async ({
    browser,
  }) => {
    const page = await newVisitorPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders") posted.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await rowOf(page, names.broasted)
      .getByRole("button", { name: `أضف وجبة ${names.broasted} للطلب` })
      .click();
    await page.goto("/order");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "الاسم" }).fill("ليلى");
    await page.getByRole("textbox", { name: "رقم الموبايل" }).fill("0781234567");
    const send = page.getByRole("button", { name: "أرسل الطلب – ادفع عند الاستلام" });

    await send.click();
    const branches = page.getByRole("group", { name: "الفرع" });
    await expect(branches.getByText("اختر الفرع", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("اختر الفرع");
    await expect(page.getByRole("radio", { name: /الهاشمي الشمالي/ })).toBeFocused();

    await page.getByRole("radio", { name: /الهاشمي الشمالي/ }).check();
    // The branch chosen, its message goes.
    await expect(branches.getByText("اختر الفرع", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await send.click();
    const time = page.getByRole("combobox", { name: "وقت الاستلام" });
    await expect(time).toBeFocused();
    await expect(time).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toHaveText("اختر وقت استلام من الأوقات المعروضة");
    await time.selectOption({ index: 1 });
    await expect(time).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(posted).toEqual([]);
    await page.close();
  });

  test("with an empty cart, /order says so, drawn by the server", async ({ browser }) => {
    const page = await newVisitorPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const html = await (await page.request.get("/order")).text();
    expect(html).toContain("سلتك فارغة");
    await page.goto("/order");
    await expect(page.getByRole("link", { name: "تصفح القائمة" })).toBeVisible();
    await page.close();
  });
});
