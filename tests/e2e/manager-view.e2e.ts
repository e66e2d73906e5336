import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, applyForJob, expect, expectToast, openDashboard, test, uniqueName, uniquePhone } from "./support";

// A branch manager's pages offer what the route table lets a manager call and nothing the server
// would refuse them with 403: the owner's editing is absent, the manager's own work is there.

const BRANCH = "dabouq";
const SIDEBAR = "إظهار أو إخفاء القائمة الجانبية";

/** The owner's rows for this run: a dish sold at every branch, a pending review, and an application to BRANCH's area. */
async function seed(request: APIRequestContext) {
  expect((await request.post("/api/admin/login", { data: ADMIN })).status()).toBe(200);
  const create = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const dish = (await create("/api/menu-items", { name: uniqueName("دجاج بروستد"), sandwichPrice: "2" })).name;
  const reviewer = (await create("/api/reviews", { customerName: uniqueName("زبون"), rating: 4, comment: "طيب" }))
    .customerName;
  const governorate = await create("/api/governorates", { name: uniqueName("محافظة") });
  const area = await create("/api/areas", {
    name: uniqueName("منطقة"),
    governorateId: governorate.id,
    branchSlug: BRANCH,
  });
  const position = await create("/api/job-positions", { title: uniqueName("كاشير") });
  const applied = await applyForJob(
    request,
    {
      governorateId: governorate.id,
      areaId: area.id,
      applicantName: "ليث الحسن",
      phoneNumber: uniquePhone(),
      jobPositionId: position.id,
    },
    (q) => q.options?.[0] ?? "نعم",
  );
  return { dish: dish as string, reviewer: reviewer as string, applicationNumber: applied.applicationNumber as string };
}

/** A manager of BRANCH made by the owner, signed in on the page with a password of their own. */
async function signInManager(page: Page, request: APIRequestContext) {
  const manager = { username: uniqueName("manager").replace(" ", "-"), password: "temp-pass-123" };
  const made = await request.post("/api/admin/accounts", { data: { ...manager, role: "manager", branches: [BRANCH] } });
  expect(made.status(), await made.text()).toBe(201);
  expect((await page.request.post("/api/admin/login", { data: manager })).status()).toBe(200);
  const changed = await page.request.put("/api/admin/password", {
    data: { currentPassword: manager.password, newPassword: "manager-pass-456" },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

async function open(page: Page, path: string) {
  await page.goto(`/admin/dashboard${path}`);
  await expect(page.getByRole("button", { name: SIDEBAR })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`at ${width} px a branch manager's menu, reviews, jobs and overview pages hold their own actions and none of the owner's`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { dish, reviewer, applicationNumber } = await seed(request);
    await signInManager(page, request);

    // Menu: sold out at their own branch; adding, ordering, featuring, hiding, editing and deleting are the owner's.
    await open(page, "");
    const row = page.getByRole("row").filter({ hasText: dish });
    const dabouq = row.getByRole("button", { name: "دابوق: نفد اليوم" });
    await expect(dabouq).toBeVisible();
    for (const other of ["الياسمين", "المطار", "الهاشمي الشمالي", "كل الفروع"]) {
      await expect(row.getByRole("button", { name: `${other}: نفد اليوم` })).toHaveCount(0);
    }
    for (const owners of [`تعديل ${dish}`, `حذف ${dish}`, `إخفاء ${dish}`, `تمييز ${dish}`, `نقل ${dish} للأعلى`]) {
      await expect(row.getByRole("button", { name: owners })).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: "إضافة صنف" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "إضافة تصنيف" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "التصنيفات" })).toHaveCount(0);
    await page.screenshot({ path: `test-results/manager-menu-${width}.png`, fullPage: true });
    await dabouq.click();
    await expectToast(page, `«${dish}» نفد اليوم في: دابوق`);
    await expect(dabouq).toHaveAttribute("aria-pressed", "true");

    // Reviews: approving and deleting are the manager's; adding one by hand is not.
    await open(page, "/reviews");
    await expect(
      page.getByRole("button", { name: `موافقة على تقييم ${reviewer}` }).filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: `حذف تقييم ${reviewer}` }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "إضافة تقييم" })).toHaveCount(0);

    // Jobs: the applications of their branch's areas, moved and exported; the catalogs, the export
    // history and erasure are the owner's.
    await open(page, "/jobs");
    await expect(page.getByRole("tab")).toHaveText(["الطلبات"]);
    await expect(page.getByRole("tab", { name: "الطلبات" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "تصدير CSV" })).toBeVisible();
    await expect(page.getByText("سجل تصدير الطلبات")).toHaveCount(0);
    await page.getByRole("searchbox", { name: "بحث في الطلبات" }).fill(applicationNumber);
    await page.getByRole("button", { name: `عرض تفاصيل الطلب ${applicationNumber}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `تفاصيل الطلب ${applicationNumber}` })).toBeVisible();
    await expect(dialog.getByRole("combobox").first()).toBeVisible();
    await expect(dialog.getByText("إجابات الأسئلة")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "حذف بيانات المتقدم" })).toHaveCount(0);
    await page.screenshot({ path: `test-results/manager-jobs-${width}.png`, fullPage: true });

    // The overview: what waits at their branches and their applications per stage; the backup is the owner's.
    await open(page, "/overview");
    await expect(page.getByRole("heading", { name: "كل طلبات التوظيف حسب مرحلتها الآن" })).toBeVisible();
    await expect(page.getByTestId("stage-count-new")).not.toHaveText("0");
    await expect(page.getByRole("link", { name: "تنزيل نسخة احتياطية كاملة" })).toHaveCount(0);
    await page.screenshot({ path: `test-results/manager-overview-${width}.png`, fullPage: true });

    // The sidebar: the pages whose endpoints admit a manager, and none of the owner's.
    if (width < 768) await page.getByRole("button", { name: SIDEBAR }).click();
    const nav = page.getByRole("navigation").last();
    for (const theirs of [
      "نظرة عامة",
      "الأصناف",
      "التقييمات",
      "ريلز العملاء",
      "الفروع",
      "إدارة التوظيف",
      "مشاركات السحب",
    ]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${theirs}`) })).toBeVisible();
    }
    for (const owners of [
      "العروض والخصومات",
      "روابط التواصل",
      "الجوائز",
      "الشروط والأحكام",
      "إعدادات الموقع",
      "الحسابات",
      "سجل العمليات",
    ]) {
      await expect(nav.getByRole("link", { name: owners })).toHaveCount(0);
    }

    // What the page leaves out is what the server refuses this manager.
    for (const [method, path] of [
      ["post", "/api/menu-items"],
      ["post", "/api/reviews"],
      ["get", "/api/job-applications/exports"],
      ["get", "/api/admin/backup"],
    ] as const) {
      const refused = await page.request[method](path, { data: {} });
      expect(refused.status(), `${method} ${path}`).toBe(403);
    }
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the owner sets the branch that hires for an area from its form, and the areas list shows it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, "/jobs");
    const governorate = await page.request.post("/api/governorates", { data: { name: uniqueName("محافظة") } });
    expect(governorate.status()).toBe(201);
    const governorateName = (await governorate.json()).name as string;
    const areaName = uniqueName("منطقة");
    await page.reload();
    await page.getByRole("tab", { name: "المناطق" }).click();

    await page.getByRole("button", { name: "إضافة منطقة" }).click();
    const added = page.getByRole("dialog", { name: "إضافة منطقة" });
    await added.getByLabel("اسم المنطقة").fill(areaName);
    // Every test's governorates are in the list, which scrolls as it opens: the option is chosen
    // from the keyboard (focused, then Enter), which no scrolling can move away from.
    await added.getByRole("combobox", { name: "المحافظة" }).click();
    await page.getByRole("option", { name: governorateName, exact: true }).press("Enter");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(added.getByRole("combobox", { name: "المحافظة" })).toHaveText(governorateName);
    const branch = added.getByRole("combobox", { name: "الفرع الذي يوظّف لها" });
    await expect(branch).toHaveText("بلا فرع");
    await branch.click();
    await page.getByRole("option", { name: "دابوق", exact: true }).click();
    await added.getByRole("button", { name: "حفظ" }).click();
    await expectToast(page, "تم إضافة المنطقة بنجاح");

    const row = page.getByRole("row").filter({ hasText: areaName });
    // On a phone each cell also carries its column's label: the branch is read from the row's text.
    await expect(row).toContainText("دابوق");
    const stored = async () =>
      ((await (await page.request.get("/api/areas")).json()) as { name: string; branchSlug: string | null }[]).find(
        (area) => area.name === areaName,
      )?.branchSlug;
    expect(await stored()).toBe("dabouq");
    await page.screenshot({ path: `test-results/areas-branch-${width}.png`, fullPage: true });

    // Back to no branch: the area's applications are the owner's alone again.
    await row.getByRole("button", { name: `تعديل ${areaName}` }).click();
    const edited = page.getByRole("dialog", { name: "تعديل المنطقة" });
    await expect(edited.getByRole("combobox", { name: "الفرع الذي يوظّف لها" })).toHaveText("دابوق");
    await edited.getByRole("combobox", { name: "الفرع الذي يوظّف لها" }).click();
    await page.getByRole("option", { name: "بلا فرع", exact: true }).click();
    await edited.getByRole("button", { name: "حفظ" }).click();
    await expectToast(page, "تم تحديث المنطقة بنجاح");
    await expect(row).toContainText("بلا فرع");
    await expect(row).not.toContainText("دابوق");
    expect(await stored()).toBeNull();
  });
}
