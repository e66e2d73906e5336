import { applyForJob, expect, signIn, test, uniqueName, uniquePhone, waitForHydration } from "./support";

// The job form's open positions choose the position when tapped, and the number shown after sending
// leads to a follow-up page where the number and the phone together show the stage in plain words.
test.use({ viewport: { width: 390, height: 844 } });

test("a tapped open position is the one chosen in the form", async ({ page }) => {
  await signIn(page);
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string; name: string; title: string };
  };
  const governorate = await post("/api/governorates", { name: uniqueName("محافظة") });
  const area = await post("/api/areas", { name: uniqueName("منطقة"), governorateId: governorate.id });
  await post("/api/job-positions", { title: uniqueName("كاشير") });
  const cook = await post("/api/job-positions", { title: uniqueName("طاهٍ") });
  await page.context().clearCookies();

  await page.goto("/jobs");
  await waitForHydration(page);
  const chip = page.getByRole("region", { name: "الوظائف المتاحة" }).getByRole("link", { name: cook.title });
  await chip.click();
  await expect(chip).toHaveAttribute("aria-current", "true");
  await expect(page.getByText(`اخترت وظيفة «${cook.title}»: ستجدها مختارة في النموذج.`)).toBeVisible();

  await page.getByRole("checkbox", { name: "أوافق على الشروط والأحكام" }).check();
  await page.getByRole("combobox", { name: "المحافظة" }).selectOption({ label: governorate.name });
  await page.getByRole("combobox", { name: "المنطقة" }).selectOption({ label: area.name });
  await page.getByLabel("الاسم الكامل").fill("سارة أحمد");
  await page.getByLabel("رقم الهاتف").fill(uniquePhone());
  const position = page.getByRole("combobox", { name: "الوظيفة المطلوبة" });
  await expect(position).toHaveValue(cook.id);
});

test("the applicant follows the application with its number and phone; the number alone shows nothing, notes never", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const governorate = await post("/api/governorates", { name: uniqueName("محافظة") });
  const area = await post("/api/areas", { name: uniqueName("منطقة"), governorateId: governorate.id });
  const title = uniqueName("محاسب");
  const position = await post("/api/job-positions", { title });
  const phone = uniquePhone();
  const { applicationNumber } = await applyForJob(page.request, {
    governorateId: governorate.id,
    areaId: area.id,
    applicantName: "ليلى خالد",
    phoneNumber: phone,
    jobPositionId: position.id,
  });
  const [row] = await (
    await page.request.get(`/api/job-applications?search=${applicationNumber}&page=1&pageSize=5`)
  ).json();
  const note = "ملاحظة داخلية: لا يُعرض للمتقدم";
  await post(`/api/job-applications/${row.id}/notes`, { body: note });

  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`/jobs/status?number=${applicationNumber}`);
  await expect(visitor.getByRole("heading", { name: "متابعة طلب التوظيف", level: 1 })).toBeVisible();
  await waitForHydration(visitor);
  const numberField = visitor.getByLabel("رقم الطلب");
  await expect(numberField).toHaveValue(applicationNumber);
  const phoneField = visitor.getByLabel("رقم الهاتف");
  const show = visitor.getByRole("button", { name: "اعرض حالة الطلب" });

  // The number with another phone: nothing about the application.
  await phoneField.fill(uniquePhone());
  await show.click();
  await expect(
    visitor.getByText("لم نجد طلباً بهذا الرقم وهذا الهاتف. تأكد منهما وحاول مرة أخرى.").first(),
  ).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "وصلنا طلبك" })).toHaveCount(0);

  await phoneField.fill(phone);
  await show.click();
  await expect(visitor.getByRole("heading", { name: "وصلنا طلبك" })).toBeVisible();
  await expect(visitor.getByText(`لوظيفة ${title}`)).toBeVisible();
  await expect(visitor.locator("body")).not.toContainText(note);

  expect(
    (await page.request.put(`/api/job-applications/${row.id}/stage`, { data: { stage: "interview" } })).status(),
  ).toBe(200);
  await visitor.getByRole("button", { name: "متابعة طلب آخر" }).click();
  await numberField.fill(applicationNumber.toLowerCase());
  await phoneField.fill(phone);
  await show.click();
  await expect(visitor.getByRole("heading", { name: "مرحلة المقابلة" })).toBeVisible();
  await expect(visitor.locator("body")).not.toContainText(note);
  await visitor.close();
});
