// Draw entries for `npm run demo`: visitors who won at the counter's branch, one prize already handed
// over there by the cashier, the others waiting, so a new user can try the counter with a printed invoice.
import { SiteApi } from "./site-api";

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

/** Three winning entries; the cashier of `branch` hands the first prize over there. */
export async function addDemoDraw(base: string, cashier: { username: string; password: string }, branch: string) {
  const visitor = new SiteApi(base);
  const counter = new SiteApi(base);
  await counter.signIn(cashier.username, cashier.password);
  const entries = [];
  for (const entry of ENTRIES) entries.push(await enter(visitor, counter, entry));
  const first = await counter.call<{ handedOverAt: string | null }>(
    "GET",
    `/api/lottery-entries/lookup?invoice=${encodeURIComponent(ENTRIES[0].invoiceNumber)}`,
  );
  if (!first.handedOverAt) await counter.call("PUT", `/api/lottery-entries/${entries[0].id}/hand-over`, { branch });
  console.log("Draw at the counter (sign in as the cashier, page «مشاركات السحب»):");
  console.log(
    `  handed over: ${ENTRIES[0].invoiceNumber}; waiting: ${ENTRIES.slice(1)
      .map((e) => e.invoiceNumber)
      .join(", ")}`,
  );
}
