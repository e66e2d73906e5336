import { expect, expectToast, newVisitorPage, openDashboard, test, uniqueName, waitForSettled } from "./support";

// TikTok is the fourth platform, behind the same tap as the others; a link the site cannot play is
// refused before it is sent.
test.use({ viewport: { width: 390, height: 844 } });

const TIKTOK = "https://www.tiktok.com/@broasted.jo/video/7312345678901234567";
const PLAYER = "https://www.tiktok.com/player/v1/7312345678901234567";

test("a TikTok reel is previewed, sent, approved and played only after the tap; a link that cannot play is refused", async ({
  page,
  browser,
}) => {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(tiktok\.com|tiktokcdn\.com|example\.com)\//, (route) => route.abort());
  const name = uniqueName("رنا");
  await page.goto("/submit-reel");
  await expect(page.getByText("منشور على YouTube أو Facebook أو Instagram أو TikTok (المنصات المدعومة)")).toBeVisible();
  await page.getByLabel("الاسم").fill(name);
  const link = page.getByLabel("رابط الفيديو");
  const preview = page.getByRole("region", { name: "معاينة الفيديو" });

  await link.fill("https://example.com/");
  const cannotPlay =
    "هذا الرابط لا يفتح فيديو يمكن تشغيله: انسخ رابط الفيديو نفسه من YouTube أو Facebook أو Instagram أو TikTok";
  await expect(preview.getByText(cannotPlay)).toBeVisible();
  await expect(preview.locator("iframe, video")).toHaveCount(0);
  await page.getByRole("button", { name: "إرسال الفيديو" }).click();
  await expect(page.getByText(cannotPlay)).toHaveCount(2);
  await expect(page.getByRole("dialog", { name: "شكراً لمشاركتك!" })).toHaveCount(0);

  await link.fill(TIKTOK);
  await expect(preview.locator("iframe")).toHaveAttribute("src", PLAYER);
  await expect(preview.getByText("فيديو من TikTok")).toBeVisible();
  await page.getByRole("button", { name: "إرسال الفيديو" }).click();
  const thanks = page.getByRole("dialog", { name: "شكراً لمشاركتك!" });
  await thanks.getByRole("button", { name: "حسناً" }).click();

  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, "/reels");
  const card = page.getByTestId("admin-reel-card").filter({ hasText: name });
  await expect(card.getByText("TikTok", { exact: true })).toBeVisible();
  await expect(card.getByText("رابط لا يمكن تشغيله")).toHaveCount(0);
  await card.getByRole("button", { name: `اعتماد ريل ${name}` }).click();
  await expectToast(page, "تم اعتماد الريل بنجاح");

  const visitor = await newVisitorPage(browser);
  await visitor.setViewportSize({ width: 390, height: 844 });
  const playerRequests: string[] = [];
  visitor.on("request", (request) => {
    if (/tiktok\.com/.test(request.url())) playerRequests.push(request.url());
  });
  await visitor.route(/^https:\/\/([a-z0-9-]+\.)*(tiktok\.com|tiktokcdn\.com)\//, (route) => route.abort());
  await visitor.goto("/");
  const watch = visitor.getByRole("button", { name: `مشاهدة فيديو ${name}` });
  await watch.scrollIntoViewIfNeeded();
  await waitForSettled(visitor);
  await expect(visitor.locator("iframe")).toHaveCount(0);
  expect(playerRequests).toEqual([]);
  await watch.click();
  const dialog = visitor.getByRole("dialog", { name });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", PLAYER);
  await expect(dialog.getByText("فيديو من TikTok")).toBeVisible();
  await visitor.close();
});
