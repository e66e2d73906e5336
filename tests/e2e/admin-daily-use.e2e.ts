import { toAmmanLocal } from "../../shared/offer-schedule";
import { expect, newVisitorPage, openDashboard, signIn, test, uniqueName, uniquePhone } from "./support";
import { applicationFrom, created, WIDTHS } from "./admin-ux-support";

// What a staff member reads every day in the back office, at a phone's and a desktop's width: the
// audit log in Arabic words, an offer's whole schedule, a review's switch only once it can mean
// something, two applications from one phone, the sign-in page ready to type and the pager's arrows.

const DAY = 24 * 60 * 60 * 1000;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    });

    test("the audit log names each record and reads every field and value in Arabic", async ({ page }, testInfo) => {
      await signIn(page);
      const title = uniqueName("عرض السجل");
      const offer = await created(page.request, "/api/offers", {
        title,
        originalPrice: "5",
        discountedPrice: "4",
        weekdays: [5, 6],
        branches: ["دابوق"],
      });
      const username = uniqueName("cashier").replace(" ", "-");
      await created(page.request, "/api/admin/accounts", {
        username,
        password: "temp-pass-1",
        role: "cashier",
        branches: ["hashmi-north"],
      });
      const dish = uniqueName("زنجر السجل");
      const item = await created(page.request, "/api/menu-items", { name: dish, price: "3.5" });
      const soldOut = await page.request.put(`/api/menu-items/${item.id}/sold-out`, {
        data: { branch: "دابوق", soldOut: true },
      });
      expect(soldOut.status()).toBe(200);

      await openDashboard(page, "/audit");
      const offerRow = page.getByRole("row").filter({ hasText: title }).filter({ hasText: "إضافة" });
      await expect(offerRow).toContainText(`العروض: ${title}`);
      await expect(offerRow).toContainText(`المعرّف: ${title}`);
      await expect(offerRow).toContainText("أيام العرض: الجمعة، السبت");
      await expect(offerRow).toContainText("الفروع: دابوق");
      expect(offer.id).toBeTruthy();

      const accountRow = page.getByRole("row").filter({ hasText: `الحسابات: ${username}` });
      await expect(accountRow).toContainText("الدور: كاشير");
      await expect(accountRow).toContainText("الفروع: الهاشمي الشمالي");
      await expect(accountRow).toContainText(`المعرّف: ${username}`);

      const soldOutRow = page.getByRole("row").filter({ hasText: "دابوق حتى" }).filter({ hasText: dish });
      await expect(soldOutRow).toContainText(`الأصناف: ${dish}`);
      await expect(soldOutRow).toContainText(/نفد اليوم: لا شيء ← دابوق حتى \d+/);

      // This test's own rows: other tests write to the same log at the same time.
      for (const row of [offerRow, accountRow, soldOutRow]) {
        await expect(row).not.toContainText(/weekdays|starts at|ends at|role:|hashmi-north|غير معروف|تفاصيل معدّلة/);
      }
      await page.screenshot({ path: testInfo.outputPath(`audit-${width}.png`), fullPage: true });
    });

    test("the offers list shows a scheduled offer's start, end, days and branches; the form writes the chosen dates in words", async ({
      page,
    }) => {
      await signIn(page);
      const title = uniqueName("عرض مجدول");
      // Noon in Amman, three days from now, to nine in the evening a week later.
      const startDay = toAmmanLocal(new Date(Date.now() + 3 * DAY)).slice(0, 10);
      const endDay = toAmmanLocal(new Date(Date.now() + 10 * DAY)).slice(0, 10);
      await created(page.request, "/api/offers", {
        title,
        originalPrice: "10",
        discountedPrice: "8",
        startsAt: `${startDay}T12:00`,
        endsAt: `${endDay}T21:00`,
        weekdays: [4, 5],
        branches: ["المطار", "دابوق"],
      });
      await openDashboard(page, "/offers");
      const row = page.getByRole("row").filter({ hasText: title });
      await expect(row.getByText("مجدول", { exact: true })).toBeVisible();
      const [sy, sm, sd] = startDay.split("-").map(Number);
      const [ey, em, ed] = endDay.split("-").map(Number);
      const month = (m: number) =>
        new Intl.DateTimeFormat("ar-JO-u-nu-latn", { month: "short", timeZone: "UTC" }).format(
          Date.UTC(2026, m - 1, 15),
        );
      await expect(row).toContainText(new RegExp(`من${sd} ${month(sm)} ${sy}`));
      await expect(row).toContainText(new RegExp(`إلى${ed} ${month(em)} ${ey}`));
      await expect(row).toContainText("الأيامالخميس، الجمعة");
      await expect(row).toContainText("الفروعالمطار، دابوق");

      await row.getByRole("button", { name: `تعديل ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: "تعديل العرض" });
      const starts = dialog.getByLabel("يبدأ في");
      const longMonth = (m: number) =>
        new Intl.DateTimeFormat("ar-JO-u-nu-latn", { month: "long", timeZone: "UTC" }).format(
          Date.UTC(2026, m - 1, 15),
        );
      const weekday = (day: string) =>
        new Intl.DateTimeFormat("ar-JO", { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
      // The words are the field's description: read out with it, and shown beside it.
      await expect(starts).toHaveAccessibleDescription(
        new RegExp(`${weekday(startDay)}.*${sd} ${longMonth(sm)} ${sy}.*12:00`),
      );
      await starts.fill(`${endDay}T09:30`);
      await expect(starts).toHaveAccessibleDescription(
        new RegExp(`${weekday(endDay)}.*${ed} ${longMonth(em)} ${ey}.*09:30`),
      );
      await expect(dialog.getByText(new RegExp(`${ed} ${longMonth(em)} ${ey}.*09:30`))).toBeVisible();
    });

    test("a pending review shows no visibility switch until it is approved", async ({ page }) => {
      await signIn(page);
      const name = uniqueName("زائر بانتظار");
      const review = await created(page.request, "/api/reviews", {
        customerName: name,
        rating: 4,
        comment: "الطعم ممتاز والخدمة سريعة",
      });
      await openDashboard(page, "/reviews");
      const row = page.locator(width < 768 ? "li" : "tr").filter({ hasText: name });
      await expect(row).toContainText("قيد المراجعة");
      await expect(row).toContainText("يظهر بعد الموافقة");
      await expect(row.getByRole("switch")).toHaveCount(0);

      await row.getByRole("button", { name: /موافقة|اعتماد/ }).click();
      await expect(row).toContainText("معتمد");
      await expect(row.getByRole("switch", { name: `إظهار تقييم ${name}` })).toBeChecked();
      await expect(row).not.toContainText("يظهر بعد الموافقة");
      expect((await page.request.delete(`/api/reviews/${review.id}`)).status()).toBe(204);
    });

    test("two applications from one phone each name the other, in the list and the details", async ({ page }) => {
      await signIn(page);
      const phone = uniquePhone();
      const applicant = uniqueName("متقدم مكرر");
      const first = await applicationFrom(page.request, phone, applicant);
      const second = await applicationFrom(page.request, phone, applicant);
      const other = await applicationFrom(page.request, uniquePhone(), applicant);
      await openDashboard(page, "/jobs");
      await page.getByRole("tab", { name: "الطلبات" }).click();
      await page.getByRole("searchbox", { name: "بحث في الطلبات" }).fill(applicant);
      // Each row by its own stage control: the badge of the other row names this number too.
      const row = (n: string) =>
        page.getByRole("row").filter({ has: page.getByRole("combobox", { name: `مرحلة الطلب ${n}` }) });
      await expect(row(first)).toContainText(`الهاتف نفسه في الطلب ${second}`);
      await expect(row(second)).toContainText(`الهاتف نفسه في الطلب ${first}`);
      await expect(row(other)).not.toContainText("الهاتف نفسه");

      await page.getByRole("button", { name: `عرض تفاصيل الطلب ${second}` }).click();
      const dialog = page.getByRole("dialog", { name: `تفاصيل الطلب ${second}` });
      await expect(dialog).toContainText(`الهاتف نفسه في الطلب ${first}`);
    });

    test("the overview says what its two application counts count", async ({ page }) => {
      await openDashboard(page, "/overview");
      // On the page, not the sidebar (whose link names the same count when applications are waiting).
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: "طلبات توظيف وصلت منذ آخر فتح لقائمة الطلبات، أياً كانت مرحلتها" }),
      ).toBeVisible();
      const stages = page.getByRole("region", { name: "كل طلبات التوظيف حسب مرحلتها الآن" });
      await expect(stages).toHaveAccessibleDescription(
        "«جديد» هنا: الطلبات التي لم تنتقل بعد إلى مرحلة أخرى، مهما كان وقت وصولها.",
      );
    });

    test("the sign-in page puts the cursor in the username field and opens the dashboard without loading the site again", async ({
      browser,
    }) => {
      const page = await newVisitorPage(browser);
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/admin/login");
      const username = page.getByLabel("اسم المستخدم");
      await expect(username).toBeFocused();
      await page.keyboard.type("owner");
      await page.getByLabel("كلمة المرور").fill("owner-pass-123");
      // A mark on this document: still there after signing in means the site was not loaded again.
      await page.evaluate(() => document.documentElement.setAttribute("data-signed-in-here", "yes"));
      const sessions: string[] = [];
      page.on("request", (r) => r.url().endsWith("/api/admin/session") && sessions.push(r.url()));
      await page.getByRole("button", { name: "تسجيل الدخول" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole("heading", { name: "التصنيفات" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-signed-in-here", "yes");
      expect(sessions).toHaveLength(1);
      await page.close();
    });

    test("the audit pager's arrows point outward in RTL: «السابق» right, «التالي» left", async ({ page }) => {
      await signIn(page);
      // Enough rows of this test's own for a second page of 25.
      for (let n = 0; n < 26; n++)
        await created(page.request, "/api/prizes", { name: uniqueName("جائزة الصفحات"), isActive: false });
      await openDashboard(page, "/audit");
      const pager = page.getByRole("navigation", { name: "صفحات السجل" });
      const previous = pager.getByRole("button", { name: "السابق" });
      const next = pager.getByRole("button", { name: "التالي" });
      const side = async (button: typeof previous) =>
        button.evaluate((b) => {
          const icon = b.querySelector("svg")!.getBoundingClientRect();
          const box = b.getBoundingClientRect();
          const points = b.querySelector("svg")!.classList.contains("lucide-chevron-right") ? "right" : "left";
          return { at: icon.left + icon.width / 2 > box.left + box.width / 2 ? "right" : "left", points };
        });
      // Previous sits at the start (right), its arrow at its outer edge pointing outward; next mirrors it.
      const [p, n] = [await previous.boundingBox(), await next.boundingBox()];
      expect(p!.x).toBeGreaterThan(n!.x);
      expect(await side(previous)).toEqual({ at: "right", points: "right" });
      expect(await side(next)).toEqual({ at: "left", points: "left" });
    });
  });
}
