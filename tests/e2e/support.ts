import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import { POPUP_DISMISSED_KEY } from "../../client/src/features/lottery/components/popup-dismissal";
import { FETCHING_ATTRIBUTE, HYDRATED_ATTRIBUTE } from "../../shared/ssr";

export { expect };

/** localStorage key the home page's draw popup sets once a visitor dismisses it (the app's own constant). */
export { POPUP_DISMISSED_KEY };

/**
 * The test object every browser test uses. The draw popup opens over the home page two seconds
 * after load; tests that are not about it start as a visitor who dismissed it a moment ago.
 * `test.use({ lotteryPopup: true })` keeps it.
 */
export const test = base.extend<{ lotteryPopup: boolean; ownRowsRemoved: undefined }>({
  lotteryPopup: [false, { option: true }],
  page: async ({ page, lotteryPopup }, use) => {
    if (!lotteryPopup) await skipPopup(page);
    await use(page);
  },
  // Every test leaves the menu and the offers as it found them: the dishes and offers it made (named
  // with uniqueName while it ran) are deleted when it ends, so the pages later tests load stay the size
  // a real restaurant's are. Rows made in a beforeAll are shared by the tests after it and stay.
  ownRowsRemoved: [
    async ({ playwright }, use) => {
      const names: string[] = [];
      namesOfRunningTest = names;
      try {
        await use(undefined);
      } finally {
        namesOfRunningTest = undefined;
      }
      if (names.length > 0) await asAdmin(playwright, (api) => deleteRowsNamed(api, names));
    },
    { auto: true },
  ],
});

/** The names uniqueName gave while a test body (or its beforeEach) ran; undefined between tests. */
let namesOfRunningTest: string[] | undefined;

/** Deletes, with an admin's `api`, every dish and offer whose name or title holds one of `names`. */
async function deleteRowsNamed(api: APIRequestContext, names: readonly string[]) {
  const ownRows = async (list: string, label: (row: Record<string, string>) => string) => {
    const rows = (await (await api.get(list)).json()) as Record<string, string>[];
    return rows.filter((row) => names.some((name) => label(row).includes(name))).map((row) => `${list}/${row.id}`);
  };
  const made = [
    ...(await ownRows("/api/menu-items", (dish) => dish.name)),
    ...(await ownRows("/api/offers", (offer) => offer.title)),
  ];
  for (const row of made) expect((await api.delete(row)).status()).toBe(204);
}

/** The `playwright` fixture: the library itself, whose API requests need no browser. */
type Playwright = PlaywrightWorkerArgs["playwright"];

const skipPopup = (page: Page) =>
  page.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), POPUP_DISMISSED_KEY);

/**
 * Marks a test that changes what every page shows (the site settings, the terms, the questions every
 * application answers). Such tests run one at a time before all the others (playwright.config.ts),
 * so every other test reads those as the run's fixture, which nobody changes under it.
 */
export const SITE_WIDE = { tag: "@site-wide" };

/**
 * Holds back one chunk of the app's code (`/assets/<name>-<hash>.js`) until the returned function is
 * called: the part it draws stays as the server sent it, as on a slow phone.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has taken over the server-rendered page: a rendered page asks for its code only
 * after its first paint, and a link tapped before then is followed by the browser, not the app.
 */
export async function waitForHydration(page: Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/** Waits until the app has taken over the page and has no query or mutation in flight (the app publishes both on <html>). */
export async function waitForSettled(page: Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]:not([${FETCHING_ATTRIBUTE}])`).waitFor({ state: "attached" });
}

/** A second, signed-out visitor in its own browser context, who has also dismissed the draw popup. */
export async function newVisitorPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await skipPopup(page);
  return page;
}

/** Created by admin-setup.e2e.ts through the real setup page, before every other test. */
export const ADMIN = { username: "owner", password: "owner-pass-123" };

/** Signs the page's browser context in through the API (the login page itself is tested in auth.e2e.ts). */
export async function signIn(page: Page) {
  await signInRequests(page.request);
}

/** Signs `request` in as the admin through the API. */
async function signInRequests(request: APIRequestContext) {
  const res = await request.post("/api/admin/login", { data: ADMIN });
  expect(res.status()).toBe(200);
}

/** Signs in and opens a dashboard page, waiting for the shell to pass its session check and the page to show. */
export async function openDashboard(page: Page, path = "") {
  await signIn(page);
  await page.goto(`/admin/dashboard${path}`);
  await expect(page.getByRole("button", { name: "إظهار أو إخفاء القائمة الجانبية" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** A value no other test uses, for rows this test creates. */
export const uniqueName = (prefix: string) => {
  const name = `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  namesOfRunningTest?.push(name);
  return name;
};

/**
 * The full and the visible width of the frame a dashboard table scrolls in, for the table itself or
 * any element inside it: a table that fits has nothing to scroll sideways to (scroll <= client).
 */
export const tableFrame = (inside: Locator) =>
  inside.evaluate((element) => {
    const frame = element.closest("table")!.parentElement!;
    return { scroll: frame.scrollWidth, client: frame.clientWidth };
  });

/** A Jordanian mobile number no other test uses, so no row of another test shares its phone. */
export const uniquePhone = () => `079${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

/**
 * An option of a dashboard dropdown (Radix Select) whose list holds every test's rows (positions,
 * governorates): the list scrolls as it opens, and a pointer click on an option far down it was seen to
 * be lost. Chosen from the keyboard instead (opened, the option focused, then Enter), as a keyboard
 * user chooses; the trigger then shows the choice.
 */
export async function chooseFromLongList(combobox: Locator, option: string) {
  await combobox.click();
  await combobox.page().getByRole("option", { name: option, exact: true }).press("Enter");
  await expect(combobox).toHaveText(option);
}

/** A toast title on screen (exact match: the live region repeats the text for screen readers). */
export async function expectToast(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
}

/**
 * The draw invites visitors only while a prize is active: tests about the popup or the /win form
 * make sure one is (an active prize of their own, made through the API as the admin).
 */
export async function ensureActivePrize(playwright: Playwright) {
  await asAdmin(playwright, async (request) => {
    const res = await request.post("/api/prizes", { data: { name: uniqueName("جائزة"), isActive: true } });
    expect(res.status()).toBe(201);
  });
}

/**
 * Runs `work` with the API requests of an admin signed in apart from every page (no browser needed),
 * disposed of afterwards: how a test makes the rows it needs while its own page stays a signed-out visitor's.
 */
export async function asAdmin<T>(playwright: Playwright, work: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const request = await playwright.request.newContext();
  try {
    await signInRequests(request);
    return await work(request);
  } finally {
    await request.dispose();
  }
}

export type ApplicationQuestion = { id: string; question: string; options: string[] | null };

/**
 * Sends a job application that answers every active question (`answer` picks each answer) and
 * accepts the current consent text, as the form does. The questions and the terms are site-wide:
 * the tests that change them run apart from this one (SITE_WIDE).
 */
export async function applyForJob(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  answer: (question: ApplicationQuestion) => string = (question) => question.options?.[0] ?? "إجابة",
): Promise<{ applicationNumber: string }> {
  const questions: ApplicationQuestion[] = await (await request.get("/api/application-questions?active=true")).json();
  const { consentHash } = await (await request.get("/api/terms-and-conditions")).json();
  const res = await request.post("/api/job-applications", {
    data: {
      termsAccepted: true,
      address: "",
      consentAccepted: true,
      consentHash,
      ...fields,
      answers: questions.map((question) => ({ questionId: question.id, answer: answer(question) })),
    },
  });
  const body = await res.text();
  expect(res.status(), body).toBe(201);
  return JSON.parse(body);
}

/**
 * A review's card on the home page, tapping «عرض المزيد من الآراء» as a visitor would until it shows:
 * the page opens on the six newest, and tests running alongside approve reviews of their own.
 */
export async function reviewOnHomePage(page: Page, name: string) {
  const section = page.locator("#reviews");
  const cards = section.locator("li.review");
  const card = cards.filter({ hasText: name });
  const more = section.getByRole("button", { name: "عرض المزيد من الآراء" });
  await expect(cards.first()).toBeVisible();
  while ((await card.count()) === 0 && (await more.isVisible())) {
    const before = await cards.count();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  return card;
}
