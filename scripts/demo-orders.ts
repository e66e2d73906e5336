// Orders for `npm run demo`: ordering switched on at two branches (a cart-ready menu), and a few
// orders placed at each through the public API, one of them cancelled by its visitor. The branch's
// board moves orders through their other statuses.
import { randomUUID } from "node:crypto";
import type { AdminBranchDto } from "../shared/api/branches.contract";
import { ammanParts } from "../shared/amman-time";
import { sizePrice } from "../shared/order-status";
import type { SiteApi } from "./site-api";

const ORDERING_BRANCHES = [
  ["al-yasmeen", "الياسمين"],
  ["dabouq", "دابوق"],
] as const;

interface Slot {
  at: string;
  placesLeft: number;
}
interface BranchState {
  branch: string;
  takesOrders: boolean;
  reason: string | null;
  asapAt: string | null;
  slots: Slot[];
}
interface Dish {
  id: string;
  price: string | null;
  sandwichPrice: string | null;
  mealPrice: string | null;
  branches: string[];
  soldOutAt: string[];
  isActive: boolean;
}

export async function addDemoOrders(site: SiteApi): Promise<void> {
  for (const [slug] of ORDERING_BRANCHES) {
    await site.call("PUT", `/api/branches/${slug}/ordering`, {
      enabled: true,
      prepMinutes: 20,
      slotMinutes: 15,
      capacity: 10,
      lastOrderMinutes: 15,
    });
  }
  const menu = await site.call<Dish[]>("GET", "/api/menu-items");
  const run = Date.now() % 1000;
  await openClosedBranchesForToday(site);
  const states = await site.call<BranchState[]>("GET", "/api/ordering");
  for (const [slug, name] of ORDERING_BRANCHES) {
    // Dishes sold at this branch and not sold out there today: those in sizes, and those alone at a plain price (drinks, sides).
    const orderable = menu.filter(
      (d) => d.isActive && (d.branches.length === 0 || d.branches.includes(name)) && !d.soldOutAt.includes(name),
    );
    const dishes = orderable.filter((d) => sizePrice(d, "sandwich") || sizePrice(d, "meal"));
    const sides = orderable.filter((d) => sizePrice(d, "single"));
    const state = states.find((s) => s.branch === slug);
    if (!state?.takesOrders) {
      console.log(`Orders: ${slug} takes none right now (${state?.reason}); its demo orders are skipped.`);
      continue;
    }
    for (let i = 0; i < 5; i += 1) {
      const dish = dishes[(i * 3) % dishes.length];
      const slot = state.slots[i % Math.max(1, state.slots.length)];
      // The first order asks for «أقرب وقت» while the branch can still make one before it closes;
      // late at night every order is for one of the next opening's slots.
      const asap = (i === 0 && state.asapAt !== null) || !slot;
      const order = await place(site, {
        branch: slug,
        pickupAt: asap ? null : slot.at,
        items: [
          {
            menuItemId: dish.id,
            size: sizePrice(dish, "meal") ? "meal" : "sandwich",
            quantity: 1 + (i % 3),
            note: i === 1 ? "بدون مخلل" : null,
          },
          // Every other order adds a drink or a side, ordered alone at its plain price.
          ...(i % 2 === 0 && sides.length > 0
            ? [{ menuItemId: sides[i % sides.length].id, size: "single", quantity: 1, note: null }]
            : []),
        ],
        customerName: ["سامي", "رنا", "خالد", "ليلى", "عمر"][i],
        // 07900… numbers (nobody's real line); a new run uses new ones, as a phone holds at most 2 open orders.
        phoneNumber: `07900${slug === "dabouq" ? 1 : 2}${i}${String(run).padStart(3, "0")}`,
        note: null,
      });
      if (i === 4) await site.call("POST", `/api/orders/${order.token}/cancel`);
    }
  }
}

/** Today's extra opening the demo gives a branch it finds closed, so its orders can be shown at any hour. */
const DEMO_LATE_OPENING_LABEL = "ساعات ممتدة";

/**
 * A branch takes orders only while it is open. Run at night, the demo gives each ordering branch it
 * finds closed an exception for today (Amman's date) that keeps it open from midnight to 23:30, and
 * says so: its hours list then shows that day as «ساعات ممتدة».
 */
async function openClosedBranchesForToday(site: SiteApi) {
  const states = await site.call<BranchState[]>("GET", "/api/ordering");
  const branches = await site.call<AdminBranchDto[]>("GET", "/api/admin/branches");
  const today = ammanParts(Date.now()).date;
  for (const [slug] of ORDERING_BRANCHES) {
    if (states.find((state) => state.branch === slug)?.takesOrders) continue;
    const exceptions = branches.find((branch) => branch.slug === slug)?.exceptions ?? [];
    await site.call("PUT", `/api/branches/${slug}`, {
      exceptions: [
        ...exceptions.filter((exception) => exception.to < today || exception.from > today),
        { from: today, to: today, label: DEMO_LATE_OPENING_LABEL, intervals: [{ open: "00:00", close: "23:30" }] },
      ],
    });
    console.log(
      `Orders: ${slug} was closed at this hour; the demo keeps it open today until 23:30 («${DEMO_LATE_OPENING_LABEL}»).`,
    );
  }
}

/**
 * Places an order as a visitor would. Public forms are limited per address and minute: a refused
 * one waits for the next minute and is sent again with the same Idempotency-Key (never placed twice).
 */
async function place(site: SiteApi, body: object): Promise<{ token: string; number: number }> {
  const key = randomUUID();
  for (;;) {
    try {
      return await site.call<{ token: string; number: number }>("POST", "/api/orders", body, {
        "Idempotency-Key": key,
      });
    } catch (error) {
      if (!String(error).includes(": 429 ")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 61_000 - (Date.now() % 60_000)));
    }
  }
}
