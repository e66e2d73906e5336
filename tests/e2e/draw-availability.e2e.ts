import type { Page } from "@playwright/test";
import { packPageState, unpackPageState } from "@shared/page-state";
import { SSR_STATE_ID } from "@shared/ssr";
import { drawAvailabilityQuery } from "../../client/src/features/lottery/api/lottery-queries";
import { siteSettingsQuery } from "../../client/src/features/site-settings/api/site-settings-queries";
import { ensureActivePrize, expect, test, waitForHydration, waitForSettled } from "./support";

// Whether a prize is active is shared by every test, so "no active prize" is the server's real
// answer replayed (its rule is covered in tests/api/lottery.test.ts).
const availabilityOf = (open: boolean) => ({
  open,
  closedReason: open ? null : "no-prizes",
  opensOn: null,
  invoiceRule: { invoiceCharacters: "any", invoiceMinLength: null, invoiceMaxLength: null },
});
const drawClosed = { json: availabilityOf(false) };
const header = (page: Page) => page.getByRole("navigation", { name: "التنقل الرئيسي" });
const popupOf = (page: Page) => page.getByRole("dialog", { name: "اربح معنا!" });

/**
 * Opens the home page as the first page of a fresh visit, with the popup switched on in the
 * settings and `open` as the draw's availability: in the server-rendered page's query cache (the
 * home page renders from it without asking the API) and in the API's later answers.
 */
async function landOnHome(page: Page, open: boolean) {
  await page.route("**/api/lottery/availability", (route) => route.fulfill({ json: availabilityOf(open) }));
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const pattern = new RegExp(`(<script type="application/json" id="${SSR_STATE_ID}">)(.*?)(</script>)`, "s");
      const [, , json] = html.match(pattern) ?? [];
      const state = unpackPageState(json!);
      const read = (key: readonly unknown[]) => {
        const found = state.find((r) => JSON.stringify(r.key) === JSON.stringify(key));
        expect(found, `the home page renders from ${JSON.stringify(key)}`).toBeDefined();
        return found!;
      };
      read(drawAvailabilityQuery().queryKey).data = availabilityOf(open);
      const settings = read(siteSettingsQuery().queryKey);
      settings.data = { ...(settings.data as object), showLotteryPopup: true };
      const body = html.replace(pattern, (_, start, _json, end) => start + packPageState(state) + end);
      await route.fulfill({ response, body });
    },
  );
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "بروستد الأصيل", level: 1 })).toBeVisible();
  await waitForSettled(page);
}

/**
 * Runs the page's clock well past the popup's delay and tells whether the popup began to open. An
 * opening popup first fetches its own code (it is not part of the home page's script), so that
 * request is the earliest sign; "no popup" checked right after the clock ran could come before a
 * popup had time to arrive. Absence cannot be polled for: the wait is bounded (an opening popup
 * asks for its code within a second here; the test with an active prize shows it does).
 */
async function popupBeganToOpen(page: Page): Promise<boolean> {
  const opening = page.waitForRequest(/draw-invite-dialog/, { timeout: 3000 }).then(
    () => true,
    () => false,
  );
  await page.clock.runFor(10_000);
  return opening;
}

test.describe("on the first page of a visit, with the popup switched on", () => {
  test.use({ lotteryPopup: true });

  test("with no active prize the home page does not invite visitors into the draw", async ({ page }) => {
    await landOnHome(page, false);
    expect(await popupBeganToOpen(page)).toBe(false);
    await expect(popupOf(page)).toHaveCount(0);
  });

  // The same arrival, so the quiet home page above is the draw's doing and not the visit's.
  test("with an active prize the home page invites visitors into the draw", async ({ page }) => {
    await landOnHome(page, true);
    await page.clock.runFor(10_000);
    await expect(popupOf(page)).toBeVisible();
  });
});

test.describe("with no active prize", () => {
  test.use({ lotteryPopup: true });

  test("/win says so before its form", async ({ page }) => {
    await page.route("**/api/lottery/availability", (route) => route.fulfill(drawClosed));
    await page.goto("/terms");
    // Go to /win in the browser, which then asks the (replayed) API.
    await waitForHydration(page);
    await header(page).getByRole("link", { name: "اربح معنا" }).click();
    await expect(page).toHaveURL(/\/win$/);
    await expect(page.getByRole("heading", { name: "اربح معنا" })).toBeVisible();
    await expect(page.getByText("لا توجد جوائز متاحة حالياً")).toBeVisible();
    await expect(page.getByLabel("رقم الفاتورة")).toHaveCount(0);
    await expect(page.getByLabel("رقم الهاتف")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "ادخل السحب" })).toHaveCount(0);
  });
});

test("with an active prize the popup invites and /win shows its form, as the server says", async ({
  page,
  playwright,
}) => {
  await ensureActivePrize(playwright);
  const availability = await page.request.get("/api/lottery/availability");
  expect(await availability.json()).toMatchObject({ open: true, closedReason: null });
  await page.goto("/win");
  await expect(page.getByLabel("رقم الفاتورة")).toBeVisible();
  await expect(page.getByText("لا توجد جوائز متاحة حالياً")).toHaveCount(0);
});
