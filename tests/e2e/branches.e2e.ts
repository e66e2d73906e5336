import type { Page } from "@playwright/test";
import { expect, expectToast, newVisitorPage, openDashboard, SITE_WIDE, signIn, test, uniqueName } from "./support";

/**
 * A branch of the test's own, with an empty week, closed again when the test ends. A new branch shows on
 * every visitor's home page, so a test that opens one is SITE_WIDE.
 */
async function ownBranch(page: Page, name: string, latin: string) {
  const res = await page.request.post("/api/branches", {
    data: { name: uniqueName(name), slug: uniqueName(latin) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const branch: { name: string; slug: string } = await res.json();
  madeBranches.push({ page, slug: branch.slug });
  return branch;
}
const madeBranches: { page: Page; slug: string }[] = [];
test.afterEach(async () => {
  for (const { page, slug } of madeBranches.splice(0)) {
    const res = await page.request.put(`/api/branches/${slug}/closed`, { data: { closed: true } });
    expect(res.status()).toBe(200);
  }
});

// Tuesday 24 November 2026, 16:30 in Amman: between the lunch and the dinner shift.
const TUESDAY_AFTERNOON = new Date("2026-11-24T16:30:00+03:00");

test(
  "an admin edits a branch's phone and hours; the public card shows them, its badge follows the clock, its links are right",
  SITE_WIDE,
  async ({ page, browser }, testInfo) => {
    await openDashboard(page, "/branches");
    const { name, slug } = await ownBranch(page, "الصويفية", "Sweifieh");
    await page.reload();
    await expect(page.getByRole("heading", { name: "الفروع", level: 1 })).toBeVisible();
    await page.getByRole("tab", { name, exact: true }).click();

    const phone = page.getByLabel("رقم الهاتف", { exact: true });
    await phone.fill("0712");
    await page.getByRole("button", { name: `حفظ فرع ${name}` }).click();
    await expect(page.getByText("رقم الهاتف غير صحيح، اكتبه مثل 0791234567 أو 065123456")).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");

    await phone.fill("079 000 0051");
    await page.getByLabel("رقم واتساب").fill("0790000052");
    await page.getByLabel("العنوان", { exact: true }).fill("طريق المطار، بعد جسر مادبا");
    await page.getByLabel("رابط خرائط Google").fill("https://www.google.com/maps/place/X/@31.8615,35.8793,17z");
    await expect(page.getByLabel("خط العرض")).toHaveValue("31.8615");
    await expect(page.getByLabel("خط الطول")).toHaveValue("35.8793");

    const tuesday = page.getByRole("group", { name: "الثلاثاء" });
    await tuesday.getByRole("button", { name: "إضافة فترة (الثلاثاء)" }).click();
    await tuesday.getByRole("button", { name: "إضافة فترة (الثلاثاء)" }).click();
    const opens = tuesday.getByLabel("يفتح (الثلاثاء)");
    const closes = tuesday.getByLabel("يغلق (الثلاثاء)");
    // Overlapping shifts are refused inline first.
    await opens.nth(0).fill("11:00");
    await closes.nth(0).fill("19:00");
    await opens.nth(1).fill("18:00");
    await closes.nth(1).fill("02:00");
    await page.getByRole("button", { name: `حفظ فرع ${name}` }).click();
    await expect(tuesday.getByText("الفترات في هذا اليوم متداخلة")).toBeVisible();
    await closes.nth(0).fill("15:00");
    await page.getByRole("button", { name: `حفظ فرع ${name}` }).click();
    await expectToast(page, `تم حفظ فرع ${name}`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`admin-branches-${width}.png`), fullPage: true });
    }

    const saved = (await (await page.request.get("/api/branches")).json()).find(
      (branch: { slug: string }) => branch.slug === slug,
    );
    expect(saved).toMatchObject({ phone: "0790000051", whatsapp: "0790000052", lat: 31.8615, lng: 35.8793 });
    expect(saved.hours[2]).toEqual([
      { open: "11:00", close: "15:00" },
      { open: "18:00", close: "02:00" },
    ]);

    const visitor = await newVisitorPage(browser);
    // The server renders with its own clock, the browser runs a fixed one: hydration must still match.
    const reactErrors: string[] = [];
    visitor.on("console", (message) => {
      if (/Minified React error|hydrat/i.test(message.text())) reactErrors.push(message.text());
    });
    visitor.on("pageerror", (error) => reactErrors.push(error.message));
    await visitor.clock.install({ time: TUESDAY_AFTERNOON });
    await visitor.goto("/#contact");
    const card = visitor.getByRole("article", { name: `فرع ${name}` });
    await expect(card.getByRole("status")).toHaveText("مغلق الآن – يفتح الساعة 6:00 م");
    await expect(card).toContainText("اليوم: 11:00 ص – 3:00 م، 6:00 م – 2:00 ص");
    expect(reactErrors).toEqual([]);
    await expect(card).toContainText("طريق المطار، بعد جسر مادبا");
    await expect(card.getByRole("link", { name: /اتصل/ })).toHaveAttribute("href", "tel:+962790000051");
    await expect(card.getByRole("link", { name: /اتصل/ })).toContainText("079 000 0051");
    const whatsapp = await card.getByRole("link", { name: "واتساب" }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/962790000052\?text=/);
    expect(decodeURIComponent(new URL(whatsapp!).searchParams.get("text")!)).toContain(`فرع ${name}`);
    await expect(card.getByRole("link", { name: "الاتجاهات" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=31.8615,35.8793",
    );

    // The page stays open past 18:00: the badge turns without a reload.
    await visitor.clock.runFor("01:31:00");
    await expect(card.getByRole("status")).toHaveText("مفتوح الآن – يغلق الساعة 2:00 ص");
    // Still open after midnight (Tuesday's late shift), then closed: only Tuesdays are planned, so it names the day.
    await visitor.clock.fastForward("07:00:00");
    await expect(card.getByRole("status")).toHaveText("مفتوح الآن – يغلق الساعة 2:00 ص");
    await visitor.clock.fastForward("01:00:00");
    await expect(card.getByRole("status")).toHaveText("مغلق الآن – يفتح يوم الثلاثاء الساعة 11:00 ص");

    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await visitor.locator("#contact").screenshot({ path: testInfo.outputPath(`branches-${width}.png`) });
    }
    await visitor.close();
  },
);

test("the branch chips narrow the menu and offers, and the choice stays in the address", async ({ page, browser }) => {
  await signIn(page);
  const dabouqDish = uniqueName("زنجر دابوق");
  const airportDish = uniqueName("وجبة المطار");
  const everywhereDish = uniqueName("بروستد للجميع");
  for (const [name, branches] of [
    [dabouqDish, ["دابوق"]],
    [airportDish, ["المطار"]],
    [everywhereDish, []],
  ] as const) {
    expect((await page.request.post("/api/menu-items", { data: { name, price: "2", branches } })).status()).toBe(201);
  }

  const visitor = await newVisitorPage(browser);
  await visitor.goto("/");
  const menu = visitor.locator("#menu");
  await expect(menu.getByRole("heading", { name: airportDish })).toBeVisible();
  await menu.getByRole("group", { name: "عرض قائمة فرع" }).getByRole("link", { name: "دابوق" }).click();
  await expect(visitor).toHaveURL(/\?branch=dabouq/);
  await expect(menu.getByRole("heading", { name: dabouqDish })).toBeVisible();
  await expect(menu.getByRole("heading", { name: everywhereDish })).toBeVisible();
  await expect(menu.getByRole("heading", { name: airportDish })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "دابوق" })).toHaveAttribute("aria-current", "true");

  // A reload (or a shared link) shows the same choice, rendered by the server.
  await visitor.reload();
  await expect(menu.getByRole("heading", { name: dabouqDish })).toBeVisible();
  await expect(menu.getByRole("heading", { name: airportDish })).toHaveCount(0);

  await menu.getByRole("link", { name: "كل الفروع" }).click();
  await expect(visitor).not.toHaveURL(/branch=/);
  await expect(menu.getByRole("heading", { name: airportDish })).toBeVisible();
  await visitor.close();
});

test(
  "a dated exception (Ramadan) replaces the weekly hours on its dates, past midnight included",
  SITE_WIDE,
  async ({ page, browser }) => {
    await openDashboard(page, "/branches");
    const { name } = await ownBranch(page, "مرج الحمام", "Marj Al Hamam");
    await page.reload();
    await page.getByRole("tab", { name, exact: true }).click();
    const wednesday = page.getByRole("group", { name: "الأربعاء" });
    await wednesday.getByRole("button", { name: "إضافة فترة (الأربعاء)" }).click();
    await wednesday.getByLabel("يفتح (الأربعاء)").fill("11:00");
    await wednesday.getByLabel("يغلق (الأربعاء)").fill("23:00");

    await page.getByRole("button", { name: "إضافة ساعات خاصة" }).click();
    const ramadan = page.getByRole("group", { name: "استثناء 1" });
    await ramadan.getByLabel("الاسم (استثناء 1)").fill("رمضان");
    await ramadan.getByLabel("من تاريخ (استثناء 1)").fill("2026-11-25");
    await ramadan.getByLabel("إلى تاريخ (استثناء 1)").fill("2026-11-24");
    await ramadan.getByRole("button", { name: "إضافة فترة (استثناء 1)" }).click();
    await ramadan.getByLabel("يفتح (استثناء 1)").fill("20:00");
    await ramadan.getByLabel("يغلق (استثناء 1)").fill("03:00");
    await page.getByRole("button", { name: `حفظ فرع ${name}` }).click();
    await expect(ramadan.getByText("تاريخ النهاية يجب ألا يسبق تاريخ البداية")).toBeVisible();
    await ramadan.getByLabel("إلى تاريخ (استثناء 1)").fill("2026-11-26");
    await page.getByRole("button", { name: `حفظ فرع ${name}` }).click();
    await expectToast(page, `تم حفظ فرع ${name}`);

    const visitor = await newVisitorPage(browser);
    // Wednesday noon: the weekly lunch shift would be open, Ramadan's evening plan says closed.
    await visitor.clock.install({ time: new Date("2026-11-25T12:00:00+03:00") });
    await visitor.goto("/#contact");
    const card = visitor.getByRole("article", { name: `فرع ${name}` });
    await expect(card.getByRole("status")).toHaveText("مغلق الآن – يفتح الساعة 8:00 م");
    await expect(card).toContainText("اليوم (رمضان): 8:00 م – 3:00 ص");
    // 02:30 on Friday: the exception ended on Thursday, but Thursday's night still runs.
    await visitor.clock.fastForward("38:30:00");
    await expect(card.getByRole("status")).toHaveText("مفتوح الآن – يغلق الساعة 3:00 ص");
    await visitor.close();
  },
);
