import { expect, expectToast, newVisitorPage, openDashboard, test, uniqueName } from "./support";

test("the reel card's switch reads its state, and its link stays on one line without breaking words", async ({
  page,
}) => {
  const name = uniqueName("رامي");
  const url = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=7";
  await openDashboard(page, "/reels");
  const res = await page.request.post("/api/submit-reel", { data: { customerName: name, videoUrl: url } });
  expect(res.status()).toBe(201);
  expect((await page.request.put(`/api/customer-reels/${(await res.json()).id}/approve`)).status()).toBe(200);
  await page.reload();
  const card = page.getByTestId("admin-reel-card").filter({ hasText: name });
  const toggle = card.getByRole("switch", { name: `نشر ريل ${name}` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(card.locator("label")).toHaveText("نشط");
  await toggle.click();
  await expectToast(page, "تم تحديث حالة الريل بنجاح");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(card.locator("label")).toHaveText("غير نشط");

  const link = card.getByRole("link", { name: url.slice(0, 50) });
  const linkText = link.locator("span");
  const { lines, overflowWrap, wordBreak } = await linkText.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight)),
      overflowWrap: style.overflowWrap,
      wordBreak: style.wordBreak,
    };
  });
  expect(lines).toBe(1);
  expect(wordBreak).not.toBe("break-all");
  expect(overflowWrap).not.toBe("anywhere");
});

test("each page has its own title", async ({ page }) => {
  const titles = new Map<string, string>();
  for (const [path, heading] of [
    ["/", "بروستد الأصيل"],
    ["/jobs", "انضم إلى فريقنا"],
    ["/win", "اربح معنا"],
    ["/submit-review", "شاركنا رأيك"],
    ["/submit-reel", "شاركنا فيديو تجربتك"],
    ["/admin/login", "تسجيل دخول المسؤول"],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await expect(page).toHaveTitle(/بروستد الأصيل/);
    titles.set(path, await page.title());
  }
  expect(new Set(titles.values()).size).toBe(titles.size);
  expect(titles.get("/jobs")).toBe("الوظائف – انضم إلى فريق بروستد الأصيل");
  await openDashboard(page, "/offers");
  await expect(page).toHaveTitle("العروض والخصومات – لوحة التحكم | بروستد الأصيل");
});

test("admin page headers share one spacing", async ({ page }) => {
  await openDashboard(page);
  const offsets: number[] = [];
  for (const [path, title] of [
    ["", "الأصناف"],
    ["/offers", "العروض والخصومات"],
    ["/reviews", "التقييمات"],
    ["/prizes", "الجوائز"],
    ["/settings", "إعدادات الموقع"],
    ["/branches", "الفروع"],
    ["/jobs", "إدارة التوظيف"],
  ] as const) {
    await page.goto(`/admin/dashboard${path}`);
    const heading = page.getByRole("heading", { name: title, level: 1 });
    await expect(heading).toBeVisible();
    const main = (await page.getByRole("main").boundingBox())!;
    const box = (await heading.boundingBox())!;
    offsets.push(Math.round(box.y - main.y));
  }
  expect(new Set(offsets).size, `heading offsets ${offsets.join(", ")}`).toBe(1);
});

test("the reel form's example link is a whole left-to-right run, with no dots that bidi moves ahead of it", async ({
  page,
}) => {
  await page.goto("/submit-reel");
  const hint = page.locator("#videoUrl-hint");
  // Trailing dots after an LTR run in RTL text show up between the label and the URL ("...https://").
  await expect(hint).toHaveText("من YouTube أو Facebook أو Instagram أو TikTok، مثل: https://youtu.be/abc123XYZ");
  const example = hint.locator("bdi");
  await expect(example).toHaveAttribute("dir", "ltr");
  const [exampleBox, hintBox] = [(await example.boundingBox())!, (await hint.boundingBox())!];
  // RTL: the label is at the right edge, the whole URL to its left, ending next to the label.
  expect(exampleBox.x + exampleBox.width).toBeLessThan(hintBox.x + hintBox.width - 20);
});

test("an embed's allow list names only features Chromium knows (no web-share warning)", async ({ page, browser }) => {
  const warnings: string[] = [];
  const visitor = await newVisitorPage(browser);
  visitor.on("console", (message) => {
    if (/web-share|Unrecognized feature/i.test(message.text())) warnings.push(message.text());
  });
  await visitor.route(/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com)\//, (route) => route.abort());
  await visitor.goto("/submit-reel");
  await visitor.getByLabel("رابط الفيديو").fill("https://youtu.be/dQw4w9WgXcQ");
  const frame = visitor.getByRole("region", { name: "معاينة الفيديو" }).locator("iframe");
  await expect(frame).toHaveAttribute("allow", /encrypted-media/);
  expect(await frame.getAttribute("allow")).not.toContain("web-share");
  expect(warnings).toEqual([]);
  await visitor.close();
  await page.close();
});
