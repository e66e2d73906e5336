// The draw for `npm run demo`: prizes with stock, weights and collection branches, the draw's rules,
// and visitors who won, one prize already handed over at the cashier's branch, the others waiting, so
// a new user can try the counter with a printed invoice.
import { addDays, ammanParts } from "../shared/amman-time";
import { branchNameOf, FIRST_BRANCHES } from "../shared/branches";
import { SiteApi } from "./site-api";

const PRIZES = [
  { name: "وجبة بروستد مجانية", stock: 40, weight: 1, branches: [] },
  { name: "ساندويش زنجر مجاني", stock: 25, weight: 2, branches: ["دابوق", "المطار"] },
  { name: "خصم 50%", stock: null, weight: 5, branches: [] },
] as const;

/**
 * The prizes (none is collected at الياسمين only, so the cashier there meets a refusal too), and the
 * rules: invoices of 6 to 16 letters and digits, two wins a phone a day and five a period, the period
 * from a week ago to three weeks ahead.
 */
export async function addDemoPrizes(site: SiteApi) {
  for (const prize of PRIZES) await site.call("POST", "/api/prizes", { ...prize, isActive: true });
  const today = ammanParts(new Date()).date;
  await site.call("PUT", "/api/admin/draw-settings", {
    winsPerPhonePerDay: 2,
    winsPerPhonePerPeriod: 5,
    periodStart: addDays(today, -7),
    periodEnd: addDays(today, 21),
    invoiceCharacters: "alnum",
    invoiceMinLength: 6,
    invoiceMaxLength: 16,
  });
}

const ENTRIES = [
  { invoiceNumber: "INV-2026-1041", phoneNumber: "0791000201" },
  { invoiceNumber: "INV-2026-1042", phoneNumber: "0781000202" },
  { invoiceNumber: "INV-2026-1043", phoneNumber: "0771000203" },
] as const;

type Win = { id: string; invoiceNumber: string; prize: { name: string } };

/**
 * Enters the draw as visitors would (an entry already there is looked up instead). Public forms
 * are limited per address and minute: a refused entry waits for the next minute and is sent again.
 */
async function enter(visitor: SiteApi, staff: SiteApi, entry: (typeof ENTRIES)[number]): Promise<{ id: string }> {
  for (;;) {
    try {
      return await visitor.call<Win>("POST", "/api/lottery", { ...entry, website: "" });
    } catch (error) {
      const message = String(error);
      if (message.includes(": 429 ")) {
        await new Promise((resolve) => setTimeout(resolve, 61_000 - (Date.now() % 60_000)));
        continue;
      }
      if (!message.includes(": 409 ")) throw error;
      return staff.call<{ id: string }>(
        "GET",
        `/api/lottery-entries/lookup?invoice=${encodeURIComponent(entry.invoiceNumber)}`,
      );
    }
  }
}

/** Three winning entries; the cashier of `branch` hands over there the first prize collected there. */
export async function addDemoDraw(base: string, cashier: { username: string; password: string }, branch: string) {
  const visitor = new SiteApi(base);
  const counter = new SiteApi(base);
  await counter.signIn(cashier.username, cashier.password);
  for (const entry of ENTRIES) await enter(visitor, counter, entry);
  const found = [];
  for (const entry of ENTRIES)
    found.push(
      await counter.call<{ id: string; invoiceNumber: string; handedOverAt: string | null; prizeBranches: string[] }>(
        "GET",
        `/api/lottery-entries/lookup?invoice=${encodeURIComponent(entry.invoiceNumber)}`,
      ),
    );
  const here = branchNameOf(FIRST_BRANCHES, branch);
  const handed =
    found.find((entry) => entry.handedOverAt) ??
    found.find((entry) => entry.prizeBranches.length === 0 || (here && entry.prizeBranches.includes(here)));
  if (handed && !handed.handedOverAt)
    await counter.call("PUT", `/api/lottery-entries/${handed.id}/hand-over`, { branch, originalInvoice: true });
  console.log("Draw at the counter (sign in as the cashier, page «مشاركات السحب»):");
  console.log(
    `  handed over: ${handed?.invoiceNumber ?? "none"}; waiting: ${found
      .filter((e) => e !== handed)
      .map((e) => e.invoiceNumber)
      .join(", ")}`,
  );
}
