import { expect, newVisitorPage, signIn, test, uniqueName, waitForSettled } from "./support";

test("no reel iframe exists before the visitor taps play; the watch button works from the keyboard", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const name = uniqueName("هبة");
  const res = await page.request.post("/api/submit-reel", {
    data: { customerName: name, videoUrl: "https://youtu.be/dQw4w9WgXcQ" },
  });
  expect(res.status()).toBe(201);
  expect((await page.request.put(`/api/customer-reels/${(await res.json()).id}/approve`)).status()).toBe(200);

  const visitor = await newVisitorPage(browser);
  const playerRequests: string[] = [];
  visitor.on("request", (request) => {
    if (
      /youtube\.com\/(embed|iframe_api|s\/player)|facebook\.com\/plugins|instagram\.com\/.*\/embed/.test(request.url())
    ) {
      playerRequests.push(request.url());
    }
  });
  await visitor.route(/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com)\//, (route) =>
    route.abort(),
  );
  await visitor.goto("/");
  const watch = visitor.getByRole("button", { name: `مشاهدة فيديو ${name}` });
  await watch.scrollIntoViewIfNeeded();
  await waitForSettled(visitor);
  await expect(visitor.locator("iframe")).toHaveCount(0);
  expect(playerRequests).toEqual([]);

  // Keyboard: focus the labelled button, press Enter; the player loads only now.
  await watch.focus();
  await visitor.keyboard.press("Enter");
  const dialog = visitor.getByRole("dialog", { name });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
  await expect(dialog.locator("iframe")).toHaveAttribute("title", `فيديو ${name}`);
  await dialog.getByRole("button", { name: "إغلاق" }).focus();
  await visitor.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(visitor.locator("iframe")).toHaveCount(0);
  // Focus goes back to the button that opened the player.
  await expect(watch).toBeFocused();
  await visitor.close();
});
