// Orders for `npm run demo`: ordering switched on at two branches (a cart-ready menu), and a few
// orders placed at each through the public API, one of them cancelled by its visitor. The branch's
// board moves orders through their other statuses.
import { randomUUID } from "node:crypto";
import { branchNameOf, soldAt } from "../shared/branches";
import type { SiteApi } from "./site-api";

const ORDERING_BRANCHES = ["al-yasmeen", "dabouq"] as const;

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
  branches: string[];
  /** Branch names where it is sold out today. */
  soldOutAt: string[];
  sandwichPrice: string | null;
  mealPrice: string | null;
}

export async function addDemoOrders(site: SiteApi): Promise<void> {
  for (const slug of ORDERING_BRANCHES) {
    await site.call("PUT", `/api/branches/${slug}/ordering`, {
      enabled: true,
      prepMinutes: 20,
      slotMinutes: 15,
      capacity: 10,
      lastOrderMinutes: 15,
    });
  }
  const dishes = (await site.call<Dish[]>("GET", "/api/menu-items")).filter((d) => d.sandwichPrice || d.mealPrice);
  const states = await site.call<BranchState[]>("GET", "/api/ordering");
  for (const slug of ORDERING_BRANCHES) {
    const state = states.find((s) => s.branch === slug);
    if (!state?.takesOrders) {
      console.log(`Orders: ${slug} takes none right now (${state?.reason}); its demo orders are skipped.`);
      continue;
    }
    // Only dishes sold at this branch, and not sold out there today, can be ordered there.
    const name = branchNameOf(slug);
    const here = dishes.filter((d) => soldAt(d.branches, name) && !d.soldOutAt.includes(name ?? ""));
    for (let i = 0; i < 5; i += 1) {
      const dish = here[(i * 3) % here.length];
      const slot = state.slots[i % Math.max(1, state.slots.length)];
      const order = await site.call<{ token: string; number: number }>(
        "POST",
        "/api/orders",
        {
          branch: slug,
          pickupAt: i === 0 || !slot ? null : slot.at,
          items: [
            {
              menuItemId: dish.id,
              size: dish.mealPrice ? "meal" : "sandwich",
              quantity: 1 + (i % 3),
              note: i === 1 ? "بدون مخلل" : null,
            },
          ],
          customerName: ["سامي", "رنا", "خالد", "ليلى", "عمر"][i],
          // The 079 000 0xxx pattern: nobody's real number.
          phoneNumber: `07900001${slug === "dabouq" ? 5 : 6}${i}`,
          note: null,
        },
        { "Idempotency-Key": randomUUID() },
      );
      if (i === 4) await site.call("POST", `/api/orders/${order.token}/cancel`);
    }
  }
}
