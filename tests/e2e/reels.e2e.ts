import type { Page } from "@playwright/test";
import {
  holdChunk,
  expect,
  expectToast,
  openDashboard,
  test,
  uniqueName,
  newVisitorPage,
  waitForSettled,
} from "./support";

// Embeds and thumbnails are the only outside content; the tests check their addresses without fetching them.
async function blockOutside(page: Page) {
  await page.route(
    /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|facebook\.com|instagram\.com)\//,
    (route) => route.abort(),
  );
  // Thumbnails answer with a tiny picture, so the card keeps its <img> (a failed one is removed).
  await page.route(/^https:\/\/img\.youtube\.com\//, (route) =>
    route.fulfill({ contentType: "image/png", body: Buffer.from(TINY_PNG, "base64") }),
  );
}

const TINY_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

test("a visitor sends a reel with a live preview, the admin approves it, and it plays on the home page", async ({
  page,
  browser,
}) => {
  await blockOutside(page);
  const name = uniqueName("سامر");

  await page.goto("/submit-reel");
  await expect(page.getByText("عامّ (Public) يستطيع الجميع مشاهدته")).toBeVisible();
  await page.getByRole("button", { name: "إرسال الفيديو" }).click();
  await expect(page.getByText("الاسم يجب أن يكون حرفين على الأقل")).toBeVisible();
  await expect(page.getByText("يجب إدخال رابط الفيديو", { exact: true })).toBeVisible();

  await page.getByLabel("الاسم").fill(name);
  await page.getByLabel("رابط الفيديو").fill("فيديو المطعم");
  await page.getByRole("button", { name: "إرسال الفيديو" }).click();
  await expect(page.getByText("يجب إدخال رابط فيديو صحيح من YouTube أو Facebook أو Instagram")).toBeVisible();

  // No scheme: https is added, and the preview shows the YouTube embed.
  await page.getByLabel("رابط الفيديو").fill("youtu.be/dQw4w9WgXcQ");
  const preview = page.getByRole("region", { name: "معاينة الفيديو" });
  await expect(preview.locator("iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
  await expect(preview.getByText("فيديو من YouTube")).toBeVisible();
  await page.getByRole("button", { name: "إرسال الفيديو" }).click();
  const thanks = page.getByRole("dialog", { name: "شكراً لمشاركتك!" });
  await expect(thanks).toContainText("بعد مراجعته من قبل الإدارة");
  await thanks.getByRole("button", { name: "حسناً" }).click();

  await openDashboard(page, "/reels");
  const card = page.getByTestId("admin-reel-card").filter({ hasText: name });
  await expect(card.getByText("في انتظار الموافقة")).toBeVisible();
  await expect(card).toHaveClass(/border-yellow-400/);
  await expect(card.getByText("YouTube", { exact: true })).toBeVisible();
  // Arabic (Jordan) month names like every other page ("تشرين الثاني", not "نوفمبر"), Latin digits, Amman time.
  const today = new Date().toLocaleDateString("ar-JO-u-nu-latn", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "Asia/Amman",
  });
  await expect(card).toContainText(today);
  await expect(card).not.toContainText(/يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/);
  await expect(card.getByRole("link", { name: "https://youtu.be/dQw4w9WgXcQ" })).toHaveAttribute(
    "href",
    "https://youtu.be/dQw4w9WgXcQ",
  );
  await card.getByRole("button", { name: `اعتماد ريل ${name}` }).click();
  await expectToast(page, "تم اعتماد الريل بنجاح");
  await expect(card.getByText("معتمد ونشط")).toBeVisible();
  await expect(card).not.toHaveClass(/border-yellow-400/);
  await expect(card.getByRole("button", { name: `اعتماد ريل ${name}` })).toHaveCount(0);

  const visitor = await newVisitorPage(browser);
  await blockOutside(visitor);
  await visitor.goto("/");
  const reelCard = visitor.locator("#reels li").filter({ hasText: name });
  await expect(reelCard.locator("img")).toHaveAttribute("src", "https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  await expect(reelCard.locator("img")).toHaveAttribute("loading", "lazy");
  await reelCard.getByRole("button", { name: `مشاهدة فيديو ${name}` }).click();
  const dialog = visitor.getByRole("dialog", { name });
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
  await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  await expect(dialog.getByText("فيديو من YouTube")).toBeVisible();
  await dialog.getByRole("button", { name: "إغلاق" }).click();
  await expect(dialog).toBeHidden();
  await visitor.close();
});

test("Instagram, Facebook and plain video reels play with the right player", async ({ page }) => {
  await blockOutside(page);
  const reels = [
    {
      name: uniqueName("انستغرام"),
      url: "https://www.instagram.com/reel/C4aBcD_eF-g/",
      src: "https://www.instagram.com/reel/C4aBcD_eF-g/embed",
    },
    {
      name: uniqueName("فيسبوك"),
      url: "https://fb.watch/qRsTuV1wXy/",
      src: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://fb.watch/qRsTuV1wXy/")}&show_text=false`,
    },
    { name: uniqueName("مرفوع"), url: "https://cdn.example.com/clips/crispy.mp4", src: null },
  ];
  await openDashboard(page, "/reels");
  for (const reel of reels) {
    const res = await page.request.post("/api/submit-reel", { data: { customerName: reel.name, videoUrl: reel.url } });
    expect(res.status()).toBe(201);
    expect((await page.request.put(`/api/customer-reels/${(await res.json()).id}/approve`)).status()).toBe(200);
  }
  await page.goto("/");
  for (const reel of reels) {
    const card = page.locator("#reels li").filter({ hasText: reel.name });
    await expect(card.locator("img")).toHaveCount(0);
    await card.getByRole("button", { name: `مشاهدة فيديو ${reel.name}` }).click();
    const dialog = page.getByRole("dialog", { name: reel.name });
    if (reel.src) {
      await expect(dialog.locator("iframe")).toHaveAttribute("src", reel.src);
    } else {
      await expect(dialog.locator("video source")).toHaveAttribute("src", reel.url);
      await expect(dialog.locator("video source")).toHaveAttribute("type", "video/mp4");
      await expect(dialog.locator("iframe")).toHaveCount(0);
    }
    // The close button, not Escape: keys pressed while an embed's iframe has focus never reach the page.
    await dialog.getByRole("button", { name: "إغلاق" }).click();
    await expect(dialog).toBeHidden();
  }
});

test("the admin hides and deletes a reel", async ({ page }) => {
  const name = uniqueName("منى");
  await openDashboard(page, "/reels");
  const res = await page.request.post("/api/submit-reel", {
    data: { customerName: name, videoUrl: "https://www.youtube.com/shorts/dQw4w9WgXcQ" },
  });
  const { id } = await res.json();
  await page.request.put(`/api/customer-reels/${id}/approve`);
  await page.reload();
  const card = page.getByTestId("admin-reel-card").filter({ hasText: name });
  await card.getByRole("switch", { name: `نشر ريل ${name}` }).click();
  await expectToast(page, "تم تحديث حالة الريل بنجاح");
  await expect(card.getByText("معتمد وغير نشط")).toBeVisible();
  await card.getByRole("button", { name: `حذف ريل ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
  await expectToast(page, "تم حذف الريل بنجاح");
  await expect(page.getByTestId("admin-reel-card").filter({ hasText: name })).toHaveCount(0);
});

test("a name and link typed while the form's code is still loading are kept, previewed and sent once it arrives", async ({
  page,
}) => {
  const release = await holdChunk(page, "submit-reel-form");
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com)\//, (route) => route.abort());
  await page.goto("/submit-reel");
  const name = uniqueName("سلمى");
  await page.getByLabel("الاسم").fill(name);
  await page.getByLabel("رابط الفيديو").fill("https://youtu.be/dQw4w9WgXcQ");
  release();
  await expect(page.locator("[data-deferred-form] form")).toBeVisible();
  await waitForSettled(page);
  await expect(page.getByLabel("الاسم")).toHaveValue(name);
  await expect(page.getByRole("region", { name: "معاينة الفيديو" }).locator("iframe")).toHaveAttribute(
    "src",
    /dQw4w9WgXcQ/,
  );
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/submit-reel",
  );
  await page.getByRole("button", { name: /إرسال/ }).click();
  expect((await sent).postDataJSON()).toMatchObject({ customerName: name, videoUrl: "https://youtu.be/dQw4w9WgXcQ" });
});

test("a tap on watch made while the reels' code is still loading opens the player once it arrives", async ({
  page,
}) => {
  await blockOutside(page);
  const name = uniqueName("ليان");
  await openDashboard(page, "/reels");
  const res = await page.request.post("/api/submit-reel", {
    data: { customerName: name, videoUrl: "https://youtu.be/dQw4w9WgXcQ" },
  });
  expect(res.status()).toBe(201);
  expect((await page.request.put(`/api/customer-reels/${(await res.json()).id}/approve`)).status()).toBe(200);

  const release = await holdChunk(page, "reels-section");
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name });
  await page.getByRole("button", { name: `مشاهدة فيديو ${name}` }).click();
  // Nothing should happen while the reels' code is held back: no player opens without it.
  await page.waitForTimeout(300);
  await expect(dialog).toHaveCount(0);
  release();
  await expect(dialog.locator("iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
});
