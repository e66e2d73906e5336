import { PUBLIC_PAGES } from "../../shared/public-pages";
import { expect, test, waitForSettled } from "./support";

test("the home page is Arabic, right-to-left, with its section anchors, under a CSP it never violates", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-src https://www.youtube.com");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  for (const id of ["home", "menu", "reviews", "reels", "contact"]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toContain("Cairo");
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
  await waitForSettled(page);
  expect(violations).toEqual([]);
});

test("no public page breaks the CSP while its code runs, the form pages' too (no eval probe)", async ({ page }) => {
  // A violation caught by the code that caused it logs nothing to the console: the page's own event says it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of PUBLIC_PAGES.map((page) => page.path)) {
    await page.goto(path);
    await waitForSettled(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});

test("the mobile menu toggles and closes once a link is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  const menu = page.locator("#mobile-nav");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "الوظائف" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(menu).toBeHidden();
});

test("unknown paths answer 404 with the English not-found page", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the built index.html is not served as a file: it is a 404 page with the same CSP and frame headers", async ({
  request,
}) => {
  const home = await request.get("/");
  const direct = await request.get("/index.html");
  expect(direct.status()).toBe(404);
  expect(await direct.text()).toContain("Page Not Found");
  for (const header of ["content-security-policy", "x-frame-options", "permissions-policy", "x-content-type-options"]) {
    expect(direct.headers()[header], header).toBeTruthy();
    expect(direct.headers()[header], header).toBe(home.headers()[header]);
  }
});
