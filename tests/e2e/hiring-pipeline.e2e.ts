import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN,
  applyForJob,
  chooseFromLongList,
  expect,
  expectToast,
  openDashboard,
  test,
  uniqueName,
} from "./support";

// A branch manager moves an application of their branch's area through the hiring stages with a
// note, from the list and the details dialog; the applicant is reached by phone or WhatsApp: on a
// phone as on a desktop.

const BRANCH = "al-yasmeen";

/** A stage from a stage dropdown (a short list), with the pointer. */
async function choose(page: Page, combobox: ReturnType<Page["getByRole"]>, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * Its own places (the area hired for by BRANCH) and position, and one application answering
 * whatever questions are active. `request` is left signed in as the owner.
 */
async function seedApplication(request: APIRequestContext, phoneNumber: string) {
  expect((await request.post("/api/admin/login", { data: ADMIN })).status()).toBe(200);
  const create = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const governorate = await create("/api/governorates", { name: uniqueName("محافظة") });
  const area = await create("/api/areas", {
    name: uniqueName("منطقة"),
    governorateId: governorate.id,
    branchSlug: BRANCH,
  });
  const position = await create("/api/job-positions", { title: uniqueName("موظف توصيل") });
  const { applicationNumber } = await applyForJob(
    request,
    {
      governorateId: governorate.id,
      areaId: area.id,
      applicantName: "يزن العلي",
      phoneNumber,
      jobPositionId: position.id,
    },
    (q) => q.options?.[0] ?? "نعم",
  );
  return { applicationNumber, position: position.title as string, area: area.name as string };
}

/** A manager of BRANCH, made by the owner, signed in on the page with the temporary password replaced. */
async function signInManager(page: Page, request: APIRequestContext, suffix: string) {
  const manager = { username: `manager-${Date.now().toString(36)}-${suffix}`, password: "temp-pass-123" };
  const made = await request.post("/api/admin/accounts", { data: { ...manager, role: "manager", branches: [BRANCH] } });
  expect(made.status(), await made.text()).toBe(201);
  expect((await page.request.post("/api/admin/login", { data: manager })).status()).toBe(200);
  const changed = await page.request.put("/api/admin/password", {
    data: { currentPassword: manager.password, newPassword: "manager-pass-456" },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await page.goto("/admin/dashboard/jobs");
  await expect(page.getByRole("button", { name: "إظهار أو إخفاء القائمة الجانبية" })).toBeVisible();
  return manager.username;
}

for (const width of [390, 1280]) {
  test(`at ${width} px a branch manager moves an application through the stages with a note, each move dated in its history`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { applicationNumber, position } = await seedApplication(request, "0781234567");
    const manager = await signInManager(page, request, String(width));
    await page.getByRole("tab", { name: "الطلبات" }).click();
    await chooseFromLongList(page.getByRole("combobox", { name: "الوظيفة", exact: true }), position);
    const row = page.getByRole("row").filter({ hasText: applicationNumber });
    await expect(row).toHaveCount(1);

    // From the list: a new application is contacted.
    const rowStage = page.getByRole("combobox", { name: `مرحلة الطلب ${applicationNumber}` }).first();
    await expect(rowStage).toHaveText("جديد");
    await choose(page, rowStage, "تم التواصل");
    await expectToast(page, `نُقل الطلب ${applicationNumber} إلى «تم التواصل»`);
    await expect(rowStage).toHaveText("تم التواصل");

    // In the details: the history so far, then the interview and a note.
    await page.getByRole("button", { name: `عرض تفاصيل الطلب ${applicationNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: `تفاصيل الطلب ${applicationNumber}` });
    const history = dialog.getByRole("list", { name: "سجل المراحل" }).getByRole("listitem");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText("جديد");
    await expect(history.nth(0)).toContainText("عند التقديم");
    await expect(history.nth(1)).toContainText("تم التواصل");
    await expect(history.nth(1)).toContainText(manager);

    const dialogStage = dialog.getByRole("combobox", { name: `مرحلة الطلب ${applicationNumber}` });
    await choose(page, dialogStage, "مقابلة");
    await expectToast(page, `نُقل الطلب ${applicationNumber} إلى «مقابلة»`);
    await expect(dialogStage).toHaveText("مقابلة");
    await expect(history).toHaveCount(3);
    await expect(history.nth(2)).toContainText("مقابلة");
    await expect(history.nth(2)).toContainText(manager);

    // A blank note is refused under its field; a real one is listed with its author.
    await dialog.getByRole("button", { name: "إضافة ملاحظة" }).click();
    await expect(dialog.getByText("اكتب نص الملاحظة")).toBeVisible();
    const note = `موعد المقابلة الأحد الساعة العاشرة ${width}`;
    await dialog.getByRole("textbox", { name: "ملاحظة جديدة" }).fill(note);
    await dialog.getByRole("button", { name: "إضافة ملاحظة" }).click();
    await expectToast(page, "أُضيفت الملاحظة");
    const notes = dialog.getByRole("list", { name: "الملاحظات" }).getByRole("listitem");
    await expect(notes).toHaveCount(1);
    await expect(notes.first()).toContainText(note);
    await expect(notes.first()).toContainText(manager);
    await expect(dialog.getByRole("textbox", { name: "ملاحظة جديدة" })).toHaveValue("");
    await page.screenshot({ path: `test-results/hiring-pipeline-dialog-${width}.png`, fullPage: false });

    // Accepted: the list follows, and the stage filter finds it there.
    await choose(page, dialogStage, "مقبول");
    await expect(history).toHaveCount(4);
    await dialog.getByRole("button", { name: "إغلاق" }).click();
    await expect(rowStage).toHaveText("مقبول");
    await choose(page, page.getByRole("combobox", { name: "المرحلة", exact: true }), "مرفوض");
    await expect(page.getByText("لا توجد طلبات مطابقة")).toBeVisible();
    await choose(page, page.getByRole("combobox", { name: "المرحلة", exact: true }), "مقبول");
    await expect(row).toHaveCount(1);
    await page.screenshot({ path: `test-results/hiring-pipeline-list-${width}.png`, fullPage: false });

    // The audit log keeps each move with both stages and the note without its text.
    // Other tests move applications of their own meanwhile: this application's moves, by its number.
    const log = await request.get("/api/admin/audit-log?resource=job-applications&page=1&pageSize=50");
    type Entry = { action: string; recordName: string | null; changes: { stage?: { before: string; after: string } } };
    const moves = ((await log.json()) as Entry[])
      .filter((entry) => entry.action === "stage" && entry.recordName === applicationNumber)
      .map((entry) => entry.changes.stage);
    expect(moves).toEqual([
      { before: "interview", after: "accepted" },
      { before: "contacted", after: "interview" },
      { before: "new", after: "contacted" },
    ]);
    const notesLog = await request.get("/api/admin/audit-log?resource=application-notes&page=1&pageSize=5");
    expect(JSON.stringify(await notesLog.json())).not.toContain(note);
  });

  test(`at ${width} px the applicant's phone in the details is a call link and a WhatsApp link in the international form`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { applicationNumber, position } = await seedApplication(request, "+962 77 123 4567");
    await openDashboard(page, "/jobs");
    await page.getByRole("tab", { name: "الطلبات" }).click();
    await chooseFromLongList(page.getByRole("combobox", { name: "الوظيفة", exact: true }), position);
    await page.getByRole("button", { name: `عرض تفاصيل الطلب ${applicationNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: `تفاصيل الطلب ${applicationNumber}` });
    await expect(dialog).toContainText("077 123 4567");
    const call = dialog.getByRole("link", { name: "اتصال بالمتقدم على 077 123 4567" });
    await expect(call).toHaveAttribute("href", "tel:+962771234567");
    const whatsapp = dialog.getByRole("link", { name: "مراسلة المتقدم عبر واتساب على 077 123 4567" });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/962771234567");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    for (const link of [call, whatsapp]) {
      await expect(link).toBeVisible();
      // Big enough to tap on a phone.
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(32);
    }
  });
}
