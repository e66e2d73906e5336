import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import {
  ADMIN,
  expect,
  expectToast,
  openDashboard,
  signIn,
  tableFrame,
  test,
  uniqueName,
  uniquePhone,
} from "./support";

const RESULT = "نتيجة البحث عن الفاتورة";
const NOT_FOUND = "لا توجد مشاركة بهذه الفاتورة";
const ALREADY = "سُلّمت جائزة هذه الفاتورة من قبل";
const NOW = "تم التسليم الآن";
const HOLD_INVOICE = "أؤكد أن الفاتورة الأصلية معي";
const CONFIRM_FIRST = "أكّد أن الفاتورة الأصلية معك قبل تسليم الجائزة";

const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();

/** A visitor's winning entry made through the public draw, with a prize of this test's own made active first. */
async function winningEntry(request: APIRequestContext) {
  const prize = await request.post("/api/prizes", { data: { name: uniqueName("جائزة العداد"), isActive: true } });
  expect(prize.status()).toBe(201);
  // Letters and digits, stored as the visitor typed them; the counter types it as printed, spaced and in lower case.
  const invoice = `CT${token()}`;
  const res = await request.post("/api/lottery", { data: { invoiceNumber: invoice, phoneNumber: uniquePhone() } });
  expect(res.status()).toBe(201);
  const win = await res.json();
  return { id: win.id as string, invoice, prize: win.prize.name as string };
}

/** `CTAB12CD` as printed on the receipt: `ct-ab12 cd` (lower case, a dash and a space). */
const asPrinted = (invoice: string) =>
  `${invoice.slice(0, 2)}-${invoice.slice(2, 6)} ${invoice.slice(6)}`.toLowerCase();

/** A cashier (or manager) made by the owner at the given branches, signed in on a page of its own with its own password. */
async function cashierPage(browser: Browser, owner: Page, branches: string[], role: "cashier" | "manager" = "cashier") {
  const username = uniqueName(role).replace(" ", "-");
  const res = await owner.request.post("/api/admin/accounts", {
    data: { username, password: "temp-pass-1", role, branches },
  });
  expect(res.status()).toBe(201);
  // A context of its own (axe-core reads pages opened that way), closed with the page.
  const page = await (await browser.newContext()).newPage();
  expect((await page.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } })).status()).toBe(
    200,
  );
  const changed = await page.request.put("/api/admin/password", {
    data: { currentPassword: "temp-pass-1", newPassword: "own-pass-1" },
  });
  expect(changed.status()).toBe(200);
  return { page, username };
}

async function lookUp(page: Page, typed: string) {
  await page.getByLabel("رقم الفاتورة").fill(typed);
  const answer = page.waitForResponse((r) => r.url().includes("/api/lottery-entries/lookup"));
  await page.getByRole("button", { name: "بحث عن الفاتورة" }).click();
  await answer;
}

/** Whether a message reads in green (its text colour's green channel well above red and blue). */
const isGreen = (locator: Locator) =>
  locator.evaluate((element) => {
    // Painted on a canvas, whatever colour space the style is written in, to read it as RGB.
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.fillStyle = getComputedStyle(element).color;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
    return g > r + 10 && g > b;
  });

/** Fully on screen sideways, and tall enough to tap. */
async function expectTappable(page: Page, name: string, width: number) {
  const box = (await page.getByRole("button", { name }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

// At 390 px the cashier works at one branch (no choice to make); at 1280 at two, and chooses.
const CASES = [
  { width: 390, branches: ["dabouq"], at: "dabouq", atName: "دابوق" },
  { width: 1280, branches: ["dabouq", "airport-road"], at: "airport-road", atName: "المطار" },
];

for (const { width, branches, at, atName } of CASES) {
  test(`at ${width} px a cashier looks an invoice up as printed, hands its prize over at ${at}, and the list says who and where`, async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page);
    const entry = await winningEntry(page.request);
    const cashier = await cashierPage(browser, page, branches);
    const counter = cashier.page;
    try {
      await counter.setViewportSize({ width, height: 844 });
      await counter.goto("/admin/dashboard/lottery");
      await expect(counter.getByRole("heading", { name: "تسليم الجوائز" })).toBeVisible();
      // The cashier's page is the counter alone: the entries (with phone numbers) are a manager's.
      await expect(counter.getByRole("heading", { name: "كل المشاركات" })).toHaveCount(0);
      await expect(counter.getByLabel("رقم الفاتورة")).toHaveAttribute("dir", "ltr");

      await lookUp(counter, `${asPrinted(entry.invoice)}-NO-SUCH`);
      await expect(counter.getByRole("alert").filter({ hasText: NOT_FOUND })).toBeVisible();

      await lookUp(counter, asPrinted(entry.invoice));
      const result = counter.getByRole("region", { name: RESULT });
      await expect(result).toContainText(entry.invoice);
      await expect(result).toContainText(entry.prize);
      await expect(result).toContainText("قيد الانتظار");
      await expect(counter.getByRole("alert").filter({ hasText: NOT_FOUND })).toHaveCount(0);
      await expectTappable(counter, "تسليم الجائزة", width);
      await expectTappable(counter, "بحث عن الفاتورة", width);

      await expect(result).toContainText("فروع الاستلام");
      // The hand-over waits for the cashier's word that the original invoice is in their hand.
      const holdInvoice = result.getByRole("checkbox", { name: HOLD_INVOICE });
      await expect(holdInvoice).not.toBeChecked();
      await counter.getByRole("button", { name: "تسليم الجائزة" }).click();
      await expect(result.getByText(CONFIRM_FIRST)).toBeVisible();
      await expect(result).toContainText("قيد الانتظار");
      if (branches.length > 1) {
        // Several branches: the hand-over waits for the branch to be chosen too.
        await expect(result.getByText("اختر فرع التسليم")).toBeVisible();
        await expect(result.getByRole("radio")).toHaveCount(branches.length);
        await result.getByRole("radio", { name: atName }).check();
      } else {
        await expect(result.getByRole("radio")).toHaveCount(0);
        await expect(result).toContainText(`فرع التسليم: ${atName}`);
      }
      await holdInvoice.check();
      await counter.screenshot({ path: testInfo.outputPath(`counter-panel-${width}.png`), fullPage: true });
      await expectNoViolations(counter, `the counter at ${width} px`, "main");
      expect(await counter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const handed = counter.waitForResponse((r) => r.url().includes(`/api/lottery-entries/${entry.id}/hand-over`));
      await counter.getByRole("button", { name: "تسليم الجائزة" }).click();
      const answer = await handed;
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toMatchObject({
        id: entry.id,
        status: "claimed",
        handedOverBranch: at,
        handedOverByName: cashier.username,
      });
      await expectToast(counter, `تم تسليم الجائزة: ${entry.prize}`);
      // Just handed over here: done, in green, not the warning an earlier hand-over gets.
      const done = result.getByRole("status").filter({ hasText: NOW });
      await expect(done).toBeVisible();
      expect(await isGreen(done)).toBe(true);
      await expect(result).not.toContainText(ALREADY);
      await counter.screenshot({ path: testInfo.outputPath(`counter-handed-now-${width}.png`), fullPage: true });
      await expect(result).toContainText(cashier.username);
      await expect(result).toContainText(atName);
      await expect(counter.getByRole("button", { name: "تسليم الجائزة" })).toHaveCount(0);

      // The same invoice in another spelling, asked again: handed over before, by whom and where.
      await lookUp(counter, entry.invoice.toLowerCase());
      await expect(result).toContainText(ALREADY);
      await expect(result).not.toContainText(NOW);
      await expect(result).toContainText("تم الاستلام");
      await expect(result).toContainText(cashier.username);
      await expect(counter.getByRole("button", { name: "تسليم الجائزة" })).toHaveCount(0);
      // Another invoice typed but not yet looked up: the last one's entry is no longer on screen.
      await counter.getByLabel("رقم الفاتورة").fill(`${entry.invoice}9`);
      await expect(result).toHaveCount(0);
      await counter.getByLabel("رقم الفاتورة").fill(asPrinted(entry.invoice).toUpperCase());
      await expect(result).toContainText(ALREADY);
      await counter.screenshot({ path: testInfo.outputPath(`counter-handed-${width}.png`), fullPage: true });

      expect((await counter.request.get("/api/lottery-entries")).status()).toBe(403);
    } finally {
      await counter.context().close();
    }

    // What was stored: the branch and the staff member, found by the branch filter and by no other branch.
    const [stored, ...others] = await (
      await page.request.get(`/api/lottery-entries?search=${entry.invoice}&branch=${at}`)
    ).json();
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({
      id: entry.id,
      status: "claimed",
      handedOverBranch: at,
      handedOverByName: cashier.username,
    });
    expect(stored.handedOverAt).not.toBeNull();
    const elsewhere = await (
      await page.request.get(`/api/lottery-entries?search=${entry.invoice}&branch=hashmi-north`)
    ).json();
    expect(elsewhere).toHaveLength(0);

    // The owner's list, narrowed to the branch: who handed it over and where, on a card at 390 px as in the table.
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, "/lottery");
    await page.getByRole("combobox", { name: "فرع التسليم" }).click();
    await page.getByRole("option", { name: atName }).click();
    await page.getByRole("searchbox", { name: "بحث في المشاركات" }).fill(entry.invoice);
    const row = page.getByRole("row").filter({ hasText: entry.invoice });
    await expect(row).toHaveCount(1);
    const handedBy = row.locator('td[data-label="سلّمها"]');
    await expect(handedBy).toContainText(cashier.username);
    await expect(handedBy).toContainText(`فرع التسليم: ${atName}`);
    await expect(page.getByRole("link", { name: "تصدير CSV" })).toHaveAttribute("href", new RegExp(`branch=${at}`));
    // The search box narrows the export too, once its typing has settled.
    await expect(page.getByRole("link", { name: "تصدير CSV" })).toHaveAttribute(
      "href",
      new RegExp(`search=${entry.invoice}`),
    );
    // The CSV export is the list as narrowed: this entry's row, with the branch and who handed it over.
    const csv = await (
      await page.request.get((await page.getByRole("link", { name: "تصدير CSV" }).getAttribute("href"))!)
    ).text();
    const rows = csv.split(/\r?\n/).filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(entry.invoice);
    expect(rows[1]).toContain(`"${atName}","${cashier.username}"`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`entries-handed-${width}.png`), fullPage: true });
    // Every column, the hand-over's too, fits beside the sidebar: nothing to scroll sideways to.
    const table = await tableFrame(row);
    expect(table.scroll).toBeLessThanOrEqual(table.client);
  });
}

test("a prize handed over at another counter meanwhile: the server's message, and the result read again", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const entry = await winningEntry(page.request);
  const cashier = await cashierPage(browser, page, ["dabouq"]);
  const counter = cashier.page;
  try {
    await counter.setViewportSize({ width: 390, height: 844 });
    await counter.goto("/admin/dashboard/lottery");
    await lookUp(counter, asPrinted(entry.invoice));
    const result = counter.getByRole("region", { name: RESULT });
    await expect(result).toContainText("قيد الانتظار");

    // The owner hands it over at Dabouq first.
    const first = await page.request.put(`/api/lottery-entries/${entry.id}/hand-over`, {
      data: { branch: "dabouq", originalInvoice: true },
    });
    expect(first.status()).toBe(200);

    await result.getByRole("checkbox", { name: HOLD_INVOICE }).check();
    const refused = counter.waitForResponse((r) => r.url().includes(`/api/lottery-entries/${entry.id}/hand-over`));
    await counter.getByRole("button", { name: "تسليم الجائزة" }).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    expect((await answer.json()).message).toBe(ALREADY);
    await expectToast(counter, "تعذر تسليم الجائزة");
    // Another counter's hand-over is an earlier one: the warning, never «تم التسليم الآن».
    await expect(result.getByText(ALREADY)).toBeVisible();
    await expect(result).not.toContainText(NOW);
    await expect(result).toContainText("تم الاستلام");
    await expect(result).toContainText(ADMIN.username);
    await expect(result).toContainText("دابوق");
    await expect(counter.getByRole("button", { name: "تسليم الجائزة" })).toHaveCount(0);
  } finally {
    await counter.context().close();
  }
  const [stored] = await (await page.request.get(`/api/lottery-entries?search=${entry.invoice}`)).json();
  expect(stored).toMatchObject({ status: "claimed", handedOverBranch: "dabouq", handedOverByName: ADMIN.username });
});

test("a branch manager's list holds the prizes handed over at their branch, with who handed each over", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const entry = await winningEntry(page.request);
  const handed = await page.request.put(`/api/lottery-entries/${entry.id}/hand-over`, {
    data: { branch: "hashmi-north", originalInvoice: true },
  });
  expect(handed.status()).toBe(200);
  const manager = await cashierPage(browser, page, ["hashmi-north"], "manager");
  try {
    await manager.page.setViewportSize({ width: 1280, height: 900 });
    await manager.page.goto("/admin/dashboard/lottery");
    await manager.page.getByRole("searchbox", { name: "بحث في المشاركات" }).fill(entry.invoice);
    const row = manager.page.getByRole("row").filter({ hasText: entry.invoice });
    await expect(row.locator('td[data-label="سلّمها"]')).toContainText(`${ADMIN.username}فرع التسليم: الهاشمي الشمالي`);
    await expect(row.locator('td[data-label="الحالة"]')).toHaveText("تم الاستلام");
    // Setting a status and erasing data are the owner's; one branch needs no branch filter.
    await expect(row.getByRole("combobox")).toHaveCount(0);
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(manager.page.getByRole("combobox", { name: "فرع التسليم" })).toHaveCount(0);
  } finally {
    await manager.page.context().close();
  }
});
