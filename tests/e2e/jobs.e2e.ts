import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN,
  type ApplicationQuestion,
  applyForJob,
  chooseFromLongList,
  expect,
  expectToast,
  openDashboard,
  test,
  uniqueName,
  uniquePhone,
  SITE_WIDE,
  tableFrame,
} from "./support";

/**
 * Questions this test made. Every active question is asked of every applicant, so a test that
 * leaves its questions active makes the next applicant's form longer: each test retires its own,
 * and a test finds the same form however many tests ran before it.
 */
const madeQuestions: string[] = [];
test.afterEach(async ({ request }) => {
  if (madeQuestions.length === 0) return;
  expect((await request.post("/api/admin/login", { data: ADMIN })).status()).toBe(200);
  for (const id of madeQuestions.splice(0)) {
    const res = await request.put(`/api/application-questions/${id}`, { data: { isActive: false } });
    // 404: the test deleted it itself.
    expect([200, 404], await res.text()).toContain(res.status());
  }
});

async function adminApi(request: APIRequestContext) {
  expect((await request.post("/api/admin/login", { data: ADMIN })).status()).toBe(200);
  return async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    const body = await res.json();
    if (path === "/api/application-questions") madeQuestions.push(body.id);
    return body;
  };
}

/** A choice in one of the job form's dropdowns (the browser's own). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).selectOption({ label: option });
}

/** A choice in one of the dashboard's dropdowns, which hold every test's positions and places. */
const chooseInDashboard = (page: Page, label: string, option: string) =>
  chooseFromLongList(page.getByRole("combobox", { name: label }), option);

/**
 * Its own places, position and two questions, and an application answering every active question.
 * Questions are asked of every applicant: a test that calls this is SITE_WIDE.
 */
async function seedApplication(request: APIRequestContext) {
  const create = await adminApi(request);
  const governorate = await create("/api/governorates", { name: uniqueName("محافظة") });
  const area = await create("/api/areas", { name: uniqueName("منطقة"), governorateId: governorate.id });
  const position = await create("/api/job-positions", { title: uniqueName("كاشير") });
  const shift = await create("/api/application-questions", {
    question: uniqueName("ما الفترة المناسبة لك؟"),
    options: "صباحية، مسائية",
  });
  const motive = await create("/api/application-questions", { question: uniqueName("لماذا تريد العمل معنا؟") });
  const answer = (q: ApplicationQuestion) =>
    q.id === shift.id ? "مسائية" : q.id === motive.id ? "أحب خدمة الزبائن" : (q.options?.[0] ?? "إجابة");
  // A phone of its own: an application sharing another's phone is flagged in the list.
  const phone = uniquePhone();
  const { applicationNumber } = await applyForJob(
    request,
    {
      governorateId: governorate.id,
      areaId: area.id,
      applicantName: "سارة أحمد",
      phoneNumber: phone,
      jobPositionId: position.id,
    },
    answer,
  );
  return {
    applicationNumber,
    data: {
      phone,
      governorate: governorate.name,
      area: area.name,
      position: position.title,
      shift: shift.question,
      motive: motive.question,
    },
  };
}

test.describe("job applications", () => {
  test("a visitor walks the form field by field, submits and sees the number", SITE_WIDE, async ({ page, request }) => {
    const create = await adminApi(request);
    const governorate = await create("/api/governorates", { name: uniqueName("محافظة") });
    const otherGovernorate = await create("/api/governorates", { name: uniqueName("محافظة ثانية") });
    const area = await create("/api/areas", { name: uniqueName("منطقة"), governorateId: governorate.id });
    const otherArea = await create("/api/areas", {
      name: uniqueName("منطقة أخرى"),
      governorateId: otherGovernorate.id,
    });
    const position = await create("/api/job-positions", { title: uniqueName("كاشير") });
    const shift = await create("/api/application-questions", {
      question: uniqueName("ما الفترة المناسبة لك؟"),
      options: "صباحية، مسائية",
    });
    const motive = await create("/api/application-questions", { question: uniqueName("لماذا تريد العمل معنا؟") });
    // Every active question is asked, whoever created it.
    const questions: ApplicationQuestion[] = await (await request.get("/api/application-questions?active=true")).json();

    await page.goto("/jobs");
    await expect(page.getByRole("heading", { name: "انضم إلى فريقنا" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "الشروط والأحكام" })).toBeVisible();
    const governorateField = page.getByRole("combobox", { name: "المحافظة" });
    const areaField = page.getByRole("combobox", { name: "المنطقة" });
    const nameField = page.getByLabel("الاسم الكامل");
    const phoneField = page.getByLabel("رقم الهاتف");
    const positionField = page.getByRole("combobox", { name: "الوظيفة المطلوبة" });
    const submit = page.getByRole("button", { name: "إرسال الطلب" });
    await expect(governorateField).toBeHidden();

    await page.getByRole("checkbox", { name: "أوافق على الشروط والأحكام" }).check();
    await expect(governorateField).toBeVisible();
    await expect(areaField).toBeHidden();

    await choose(page, "المحافظة", governorate.name);
    await expect(areaField).toBeVisible();
    await expect(nameField).toBeHidden();
    // Areas are only those of the chosen governorate.
    await expect(areaField.getByRole("option", { name: area.name })).toHaveCount(1);
    await expect(areaField.getByRole("option", { name: otherArea.name })).toHaveCount(0);
    await areaField.selectOption({ label: area.name });
    await expect(nameField).toBeVisible();

    // Changing the governorate clears the area (and hides what follows it).
    await choose(page, "المحافظة", otherGovernorate.name);
    await expect(areaField).toHaveValue("");
    await expect(nameField).toBeHidden();
    await choose(page, "المحافظة", governorate.name);
    await choose(page, "المنطقة", area.name);

    await nameField.fill("س");
    await expect(phoneField).toBeHidden();
    await nameField.fill("سارة أحمد");
    await expect(phoneField).toBeVisible();
    await expect(phoneField).toHaveAttribute("placeholder", "07XXXXXXXX");
    await expect(phoneField).toHaveAttribute("dir", "ltr");
    await expect(positionField).toBeHidden();
    // One digit short is not yet a phone; the whole number (one no other test uses) is.
    const phone = uniquePhone();
    await phoneField.fill(phone.slice(0, -1));
    await expect(positionField).toBeHidden();
    await phoneField.fill(phone);
    await expect(positionField).toBeVisible();

    if (questions[0]) await expect(page.getByLabel(questions[0].question)).toBeHidden();
    await choose(page, "الوظيفة المطلوبة", position.title);
    for (const [index, question] of questions.entries()) {
      const next = questions[index + 1];
      // Until this question is answered, neither the next one nor the submit button shows.
      if (next) await expect(page.getByLabel(next.question)).toBeHidden();
      await expect(submit).toBeHidden();
      if (question.options?.length) {
        await expect(page.getByRole("combobox", { name: question.question })).toBeVisible();
        await choose(page, question.question, question.id === shift.id ? "مسائية" : question.options[0]);
      } else {
        const field = page.getByRole("textbox", { name: question.question });
        await expect(field).toBeVisible();
        await field.fill(question.id === motive.id ? "أحب خدمة الزبائن" : "إجابة");
      }
    }
    // Last, the explicit consent to process the data, in the admin's words.
    await expect(submit).toBeHidden();
    const consent = page.getByRole("checkbox", { name: "أوافق على معالجة بياناتي الشخصية" });
    await expect(page.getByRole("heading", { name: "الموافقة على معالجة البيانات الشخصية" })).toBeVisible();
    const terms = await (await request.get("/api/terms-and-conditions")).json();
    await expect(consent).toHaveAccessibleDescription(terms.consentContent);
    await consent.check();
    await expect(submit).toBeVisible();

    await submit.click();
    await expectToast(page, "تم استلام طلبك");
    await expect(page.getByRole("heading", { name: "تم إرسال طلبك بنجاح" })).toBeVisible();
    const applicationNumber = (await page.getByTestId("application-number").textContent())?.trim() ?? "";
    expect(applicationNumber).toMatch(/^J\d+$/);
    await expect(page.getByText(`رقم الطلب: ${applicationNumber}`, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    "the admin filters the applications, exports them as CSV and reads every answer in the details dialog",
    SITE_WIDE,
    async ({ page, request }) => {
      const { applicationNumber, data } = await seedApplication(request);
      await openDashboard(page, "/jobs");
      await expect(page.getByRole("tab", { name: "المحافظات" })).toHaveAttribute("aria-selected", "true");
      await page.getByRole("tab", { name: "الطلبات" }).click();

      await chooseInDashboard(page, "الوظيفة", data.position);
      const rows = page.getByRole("row").filter({ hasText: applicationNumber });
      await expect(rows).toHaveCount(1);
      await expect(page.getByText("عدد الطلبات: 1")).toBeVisible();
      await expect(rows).toContainText(`${data.governorate} / ${data.area}`);
      // Every column, the stage and the details button too, fits beside the sidebar at 1280 px.
      await page.setViewportSize({ width: 1280, height: 900 });
      const table = await tableFrame(rows);
      expect(table.scroll).toBeLessThanOrEqual(table.client);

      // The export follows the filter and carries the answers.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "تصدير CSV" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^job-applications-.*\.csv$/);
      const csv = fs.readFileSync(await download.path());
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = csv.toString("utf8");
      expect(text).toContain(`"${applicationNumber}","سارة أحمد","${data.phone}","${data.position}"`);
      expect(text).toContain(`"${data.shift}"`);
      expect(text).toContain('"أحب خدمة الزبائن"');
      expect(text.trim().split("\r\n")).toHaveLength(2);

      await page.getByRole("button", { name: `عرض تفاصيل الطلب ${applicationNumber}` }).click();
      const dialog = page.getByRole("dialog", { name: `تفاصيل الطلب ${applicationNumber}` });
      await expect(dialog).toContainText("سارة أحمد");
      // The phone reads in groups, as people say it: 079 123 4567.
      await expect(dialog).toContainText(data.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, "$1 $2 $3"));
      const answers = dialog.getByRole("list", { name: "الإجابات" }).getByRole("listitem");
      await expect(answers.filter({ hasText: data.shift })).toContainText("مسائية");
      await expect(answers.filter({ hasText: data.motive })).toContainText("أحب خدمة الزبائن");
      await dialog.getByRole("button", { name: "إغلاق" }).click();

      // Deleting a question keeps the answer, shown under "سؤال محذوف".
      await page.getByRole("tab", { name: "الأسئلة" }).click();
      await page.getByRole("button", { name: `حذف ${data.motive}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
      await expectToast(page, "تم حذف السؤال بنجاح");
      await page.getByRole("tab", { name: "الطلبات" }).click();
      await page.getByRole("button", { name: `عرض تفاصيل الطلب ${applicationNumber}` }).click();
      const kept = answers.filter({ hasText: "أحب خدمة الزبائن" });
      await expect(kept).toContainText("سؤال محذوف");
      // A space between the label and the question it replaced (it used to read "سؤال محذوف(").
      await expect(kept.locator("p").first()).toHaveText(`سؤال محذوف (${data.motive})`);
      await expect(answers.filter({ hasText: data.shift })).toContainText("مسائية");
    },
  );

  test(
    "the admin erases one applicant's data on request: gone from the list and the API, and logged without content",
    SITE_WIDE,
    async ({ page, request }) => {
      const { applicationNumber, data } = await seedApplication(request);
      await openDashboard(page, "/jobs");
      await page.getByRole("tab", { name: "الطلبات" }).click();
      await chooseInDashboard(page, "الوظيفة", data.position);
      await page.getByRole("button", { name: `عرض تفاصيل الطلب ${applicationNumber}` }).click();
      const dialog = page.getByRole("dialog", { name: `تفاصيل الطلب ${applicationNumber}` });
      await dialog.getByRole("button", { name: "حذف بيانات المتقدم" }).click();
      const confirm = page.getByRole("alertdialog", { name: "حذف بيانات المتقدم" });
      await expect(confirm).toContainText(applicationNumber);
      await confirm.getByRole("button", { name: "حذف نهائي" }).click();
      await expectToast(page, "تم حذف بيانات المتقدم");
      await expect(dialog).toBeHidden();
      await expect(page.getByText("لا توجد طلبات مطابقة")).toBeVisible();

      const search = await request.get(`/api/job-applications?search=${applicationNumber}&page=1&pageSize=25`);
      expect(search.status()).toBe(200);
      expect(JSON.stringify(await search.json())).not.toContain(applicationNumber);
      const log = await request.get("/api/admin/audit-log?resource=job-applications&page=1&pageSize=5");
      expect(log.status()).toBe(200);
      const entries = JSON.stringify(await log.json());
      expect(entries).toContain('"erase"');
      expect(entries).not.toContain("سارة أحمد");
      expect(entries).not.toContain(data.phone);
    },
  );

  test("the admin adds a question that goes last and moves it up", SITE_WIDE, async ({ page }) => {
    await openDashboard(page, "/jobs");
    // At least one question must exist for the new one to move above it (an earlier test deletes one).
    const existing: ApplicationQuestion[] = await (await page.request.get("/api/application-questions")).json();
    if (existing.length === 0) {
      const res = await page.request.post("/api/application-questions", {
        data: { question: uniqueName("سؤال قائم للترتيب"), order: 1, isActive: true, options: null },
      });
      expect(res.status()).toBe(201);
      madeQuestions.push((await res.json()).id);
    }
    await page.getByRole("tab", { name: "الأسئلة" }).click();
    const table = page.getByRole("tabpanel", { name: "الأسئلة" });
    const up = { name: /^نقل .+ للأعلى$/ };
    // Wait for the list itself (an empty or loading list is a row too), then count what it shows: tests
    // running alongside add questions of their own at any moment.
    await expect(table.getByRole("button", up).first()).toBeVisible();
    const count = await table.getByRole("button", up).count();

    const text = uniqueName("هل لديك شهادة صحية؟");
    await page.getByRole("button", { name: "إضافة سؤال" }).click();
    const dialog = page.getByRole("dialog", { name: "إضافة سؤال" });
    // A new question defaults to the count plus one.
    await expect(dialog.getByLabel("الترتيب")).toHaveValue(String(count + 1));
    await dialog.getByLabel("نص السؤال").fill(text);
    await dialog.getByLabel("الخيارات (اختياري)").fill("نعم، لا");
    await dialog.getByRole("button", { name: "حفظ" }).click();
    await expectToast(page, "تم إضافة السؤال بنجاح");
    const saved: ApplicationQuestion[] = await (await page.request.get("/api/application-questions")).json();
    madeQuestions.push(saved.find((q) => q.question === text)!.id);

    const rows = table.getByRole("row");
    const newRow = rows.filter({ hasText: text });
    await expect(rows.last()).toContainText(text);
    await expect(newRow.getByRole("button", { name: /^نقل .+ للأسفل$/ })).toBeDisabled();
    await expect(rows.nth(1).getByRole("button", up)).toBeDisabled();
    // The questions in the order shown: the new one is last, and moving it up swaps it with the one above.
    const texts = () => table.locator("tbody tr td:nth-child(2)").allTextContents();
    const before = await texts();
    const at = before.findIndex((row) => row.includes(text));
    expect(at).toBe(before.length - 1);
    const above = before[at - 1];
    await newRow.getByRole("button", up).click();
    await expect.poll(async () => (await texts()).findIndex((row) => row.includes(text))).toBe(at - 1);
    expect((await texts())[at]).toBe(above);
    await expect(newRow.getByRole("cell").first()).toHaveText(String(at));
  });
});

test("the admin pages through more applications than fit on one page, with the total, and searches them", async ({
  page,
  request,
}) => {
  const create = await adminApi(request);
  const governorate = await create("/api/governorates", { name: uniqueName("محافظة الصفحات") });
  const area = await create("/api/areas", { name: uniqueName("منطقة الصفحات"), governorateId: governorate.id });
  const position = await create("/api/job-positions", { title: uniqueName("موظف صفحات") });
  // One page holds 25; 27 applications make two. Sent one after another so the newest is the last one.
  const tag = uniqueName("متقدم");
  const numbers: string[] = [];
  for (let i = 0; i < 27; i++) {
    const { applicationNumber } = await applyForJob(request, {
      governorateId: governorate.id,
      areaId: area.id,
      applicantName: `${tag} ${i}`,
      phoneNumber: uniquePhone(),
      jobPositionId: position.id,
    });
    numbers.push(applicationNumber);
  }

  await openDashboard(page, "/jobs");
  await page.getByRole("tab", { name: "الطلبات" }).click();
  await chooseInDashboard(page, "الوظيفة", position.title);
  await expect(page.getByText("عدد الطلبات:")).toHaveText("عدد الطلبات: 27");
  const pager = page.getByRole("navigation", { name: "صفحات الطلبات" });
  const previous = pager.getByRole("button", { name: "السابق" });
  const next = pager.getByRole("button", { name: "التالي" });
  const rows = page.getByRole("tabpanel", { name: "الطلبات" }).getByRole("row");

  // Page 1: the 25 newest, newest first; nothing before it.
  await expect(pager).toContainText("صفحة 1 من 2");
  await expect(rows).toHaveCount(26);
  await expect(rows.nth(1)).toContainText(`${tag} 26`);
  await expect(rows.nth(1)).toContainText(numbers[26]);
  await expect(rows.last()).toContainText(`${tag} 2`);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  // Page 2: the two oldest; nothing after it. The total is still all matches.
  await next.click();
  await expect(pager).toContainText("صفحة 2 من 2");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`${tag} 1`);
  await expect(rows.nth(2)).toContainText(`${tag} 0`);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expect(page.getByText("عدد الطلبات:")).toHaveText("عدد الطلبات: 27");

  await previous.click();
  await expect(pager).toContainText("صفحة 1 من 2");
  await expect(rows.nth(1)).toContainText(`${tag} 26`);

  // A search from page 2 starts again at page 1: "<tag> 2" is 2 and 20 to 26, one page, so no pager.
  await next.click();
  await expect(pager).toContainText("صفحة 2 من 2");
  await page.getByRole("searchbox", { name: "بحث في الطلبات" }).fill(`${tag} 2`);
  await expect(page.getByText("عدد الطلبات:")).toHaveText("عدد الطلبات: 8");
  await expect(rows).toHaveCount(9);
  await expect(rows.nth(1)).toContainText(`${tag} 26`);
  await expect(pager).toBeHidden();

  // The application number finds one, in any letter case.
  await page.getByRole("searchbox", { name: "بحث في الطلبات" }).fill(numbers[5].toLowerCase());
  await expect(page.getByText("عدد الطلبات:")).toHaveText("عدد الطلبات: 1");
  await expect(rows.nth(1)).toContainText(`${tag} 5`);
});

test("the recruitment dialogs show the contract's messages under their fields and add nothing", async ({ page }) => {
  await openDashboard(page, "/jobs");
  await page.getByRole("tab", { name: "المناطق" }).click();
  const areaName = uniqueName("منطقة صحيحة");
  await page.getByRole("button", { name: "إضافة منطقة" }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة منطقة" });
  await dialog.getByLabel("اسم المنطقة").fill("س");
  await dialog.getByRole("button", { name: "حفظ" }).click();
  // Each message sits under its own field, which is marked invalid and described by it.
  const name = dialog.getByLabel("اسم المنطقة");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("يجب إدخال اسم المنطقة");
  // The dropdown too: FormField wires the trigger inside Select, so its message is announced with it.
  const governorate = dialog.getByRole("combobox", { name: "المحافظة" });
  await expect(governorate).toHaveAttribute("aria-invalid", "true");
  await expect(governorate).toHaveAccessibleDescription("يجب اختيار المحافظة");
  // Fixing the name clears its message on the next try; the dialog stays open and nothing is stored.
  await name.fill(areaName);
  await dialog.getByRole("button", { name: "حفظ" }).click();
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("يجب اختيار المحافظة")).toBeVisible();
  const areas = (await (await page.request.get("/api/areas")).json()) as { name: string }[];
  expect(areas.map((area) => area.name)).not.toContain(areaName);
});
