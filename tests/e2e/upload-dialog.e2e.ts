import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, openDashboard, test } from "./support";

const ENGLISH_UPPY = /You can only|exceeds|maximum allowed|Complete|Done|Uploading|Drop files|browse|\b[KMG]?B\b/;

async function openUploader(page: Page) {
  await openDashboard(page);
  await page.getByRole("button", { name: "إضافة صنف" }).click();
  await page
    .getByRole("dialog", { name: "إضافة صنف جديد" })
    .getByRole("button", { name: "رفع صورة", exact: true })
    .click();
  const uploader = page.getByRole("dialog", { name: "رفع صورة" });
  await expect(uploader.locator(".uppy-Dashboard")).toBeVisible();
  return uploader;
}

const input = (uploader: ReturnType<Page["getByRole"]>) => uploader.locator("input.uppy-Dashboard-input").first();

test("the upload dialog refuses a wrong type and a too-large file in Arabic, with Arabic sizes", async ({ page }) => {
  const uploader = await openUploader(page);
  await expect(uploader).toContainText("بحد أقصى 10 ميغابايت");
  await expect(uploader).toContainText("اخترها من جهازك");

  await input(uploader).setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a photo"),
  });
  await expect(uploader.getByText("يمكنك رفع صور JPEG أو PNG أو WebP أو GIF أو AVIF فقط").first()).toBeVisible();

  await input(uploader).setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(uploader.getByText("حجم الملف huge.png أكبر من الحد المسموح (10 ميغابايت)").first()).toBeVisible();
  expect(await uploader.innerText()).not.toMatch(ENGLISH_UPPY);
});

test("while an image uploads and is checked, the dialog's status, sizes and buttons are Arabic", async ({ page }) => {
  // The image is held at the processing step, so the finished upload's screen can be read.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/menu-item-images", async (route) => {
    await held;
    await route.continue();
  });
  const uploader = await openUploader(page);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  await input(uploader).setInputFiles({ name: "broast.jpg", mimeType: "image/jpeg", buffer: photo });
  // Sent, but not done until the server has checked it.
  await expect(uploader.getByText("جارٍ التحقق من الصورة...").first()).toBeVisible({ timeout: 20_000 });
  await expect(uploader.getByText("اكتمل", { exact: true })).toHaveCount(0);
  await expect(uploader).toContainText("كيلوبايت");
  expect(await uploader.innerText()).not.toMatch(ENGLISH_UPPY);
  const labels = await uploader
    .locator(".uppy-Dashboard [aria-label], .uppy-Dashboard [title]")
    .evaluateAll((els) => els.map((el) => `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("title") ?? ""}`));
  expect(labels.join(" ")).not.toMatch(/Upload complete|Remove file|Uppy Dashboard|Done|Retry/);
  release();
  await expect(uploader).toBeHidden({ timeout: 20_000 });
});

test("a file that only claims to be a PNG shows as failed in the dialog, with the server's reason (390px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const uploader = await openUploader(page);
  await input(uploader).setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("these are text bytes, not a picture"),
  });
  const reason = "الملف المرفوع ليس صورة صالحة (يُقبل JPEG أو PNG أو WebP أو GIF أو AVIF)";
  await expect(uploader.getByText(`لم تُقبل الصورة: ${reason}`)).toBeVisible({ timeout: 20_000 });
  await expect(uploader.locator(".uppy-Dashboard-Item.is-error")).toHaveCount(1);
  await expect(uploader.getByRole("button", { name: reason })).toBeVisible();
  await expect(uploader.getByText("فشل الرفع").first()).toBeVisible();
  await expect(uploader.getByText(/اكتمل/)).toHaveCount(0);
  await expect(uploader).toBeVisible();
  await page.screenshot({ path: "test-results/upload-fake-png-390.png" });
});
