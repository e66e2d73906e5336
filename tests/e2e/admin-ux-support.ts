import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { applyForJob, expect, uniqueName, uniquePhone } from "./support";

/** The two widths the back office is used at: a phone and a desktop. */
export const WIDTHS = [390, 1280] as const;

/** What has focus: its accessible label, else its text, else its tag. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") || el?.textContent?.trim() || el?.tagName || "";
  });

/** Posts through the signed-in API and returns the created row, failing on anything but 201. */
export async function created(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A job application of this test's own places and position, from `phoneNumber`; `request` is signed in as the owner. */
export async function applicationFrom(request: APIRequestContext, phoneNumber: string, applicantName: string) {
  const governorate = await created(request, "/api/governorates", { name: uniqueName("محافظة") });
  const area = await created(request, "/api/areas", { name: uniqueName("منطقة"), governorateId: governorate.id });
  const position = await created(request, "/api/job-positions", { title: uniqueName("موظف") });
  const { applicationNumber } = await applyForJob(request, {
    governorateId: governorate.id,
    areaId: area.id,
    applicantName,
    phoneNumber,
    jobPositionId: position.id,
  });
  return applicationNumber;
}

/** A winning draw entry, with an active prize of this test's own. */
export async function winningEntry(request: APIRequestContext) {
  await created(request, "/api/prizes", { name: uniqueName("جائزة التركيز"), isActive: true });
  const invoice = `FX${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
  const res = await request.post("/api/lottery", { data: { invoiceNumber: invoice, phoneNumber: uniquePhone() } });
  expect(res.status()).toBe(201);
  return { invoice };
}

/** A cashier at one branch, made by the owner's `request`, signed in on a page of its own with its own password. */
export async function cashierPage(browser: Browser, request: APIRequestContext, branch: string) {
  const username = uniqueName("cashier").replace(" ", "-");
  await created(request, "/api/admin/accounts", {
    username,
    password: "temp-pass-1",
    role: "cashier",
    branches: [branch],
  });
  const page = await (await browser.newContext()).newPage();
  expect((await page.request.post("/api/admin/login", { data: { username, password: "temp-pass-1" } })).status()).toBe(
    200,
  );
  const changed = await page.request.put("/api/admin/password", {
    data: { currentPassword: "temp-pass-1", newPassword: "own-pass-1" },
  });
  expect(changed.status()).toBe(200);
  return page;
}

/** The names of an ordered list's rows, top to bottom. */
export const rowOrder = (rows: Locator) => rows.evaluateAll((items) => items.map((li) => li.textContent ?? ""));
