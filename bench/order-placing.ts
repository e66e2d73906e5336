import { eq } from "drizzle-orm";
import { branchOrdering, branches, menuCategories, menuItems, orders } from "../server/db/schema";
import type { Benchmark } from "./support/benchmark";
import { scratchDatabase } from "./support/scratch-database";
import { startSite } from "./support/site-process";
import { ms, percentile } from "./support/timing";

// Placing orders on PostgreSQL: 50 clients at once against the built server, each order checked and
// priced in one transaction under its branch's lock. Throughput, p99, and whether any slot took
// more orders than its capacity (it must not: every refusal past it is "slot full").

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const CAPACITY = 10;
const SLOTS = 40;
const PORT = 5321;
const BRANCHES = ["al-yasmeen", "dabouq", "airport-road", "hashmi-north"];

export const orderPlacingBenchmark: Benchmark = {
  name: "order-placing",
  description: `${ORDERS} orders from ${CLIENTS} concurrent clients on PostgreSQL (4 branches, ${SLOTS} slots each of capacity ${CAPACITY})`,
  async run() {
    const scratch = await scratchDatabase();
    const { db } = scratch.database;
    const allDay = Array.from({ length: 7 }, () => [{ open: "00:00", close: "23:59" }]);
    for (const slug of BRANCHES) {
      await db.update(branches).set({ hours: allDay }).where(eq(branches.slug, slug));
      await db
        .insert(branchOrdering)
        .values({ branch: slug, enabled: true, capacity: CAPACITY, prepMinutes: 5, lastOrderMinutes: 0 });
    }
    const [category] = await db.insert(menuCategories).values({ name: "وجبات", order: 1 }).returning();
    const dishes = await db
      .insert(menuItems)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          categoryId: category.id,
          name: `صنف ${i}`,
          sandwichPrice: "2.35",
          mealPrice: "3.65",
        })),
      )
      .returning();
    const site = await startSite(PORT, scratch.url);
    try {
      const start = Math.ceil((Date.now() + 10 * 60_000) / 900_000) * 900_000;
      const slots = Array.from({ length: SLOTS }, (_, i) => new Date(start + i * 900_000).toISOString());
      let next = 0;
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      const began = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < ORDERS) {
            const i = next++;
            const body = {
              branch: BRANCHES[i % BRANCHES.length],
              pickupAt: slots[Math.floor(i / BRANCHES.length) % SLOTS],
              items: [
                { menuItemId: dishes[i % 5].id, size: "meal", quantity: 1 + (i % 3) },
                { menuItemId: dishes[(i + 1) % 5].id, size: "sandwich", quantity: 1 },
              ],
              customerName: "زبون",
              phoneNumber: `078${String(i).padStart(7, "0")}`,
            };
            const t = performance.now();
            const res = await fetch(`${site.url}/api/orders`, {
              method: "POST",
              headers: { "content-type": "application/json", "idempotency-key": `bench-${i}-key` },
              body: JSON.stringify(body),
            });
            await res.arrayBuffer();
            latencies.push(performance.now() - t);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - began) / 1000;
      const placed = await db.select({ branch: orders.branch, pickupAt: orders.pickupAt }).from(orders);
      const perSlot = new Map<string, number>();
      for (const o of placed) {
        const key = `${o.branch} ${o.pickupAt.toISOString()}`;
        perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
      }
      const over = [...perSlot.values()].filter((n) => n > CAPACITY).length;
      const expected = Math.min(ORDERS, BRANCHES.length * SLOTS * CAPACITY);
      console.log(`  ${ORDERS} requests in ${seconds.toFixed(1)} s: ${(ORDERS / seconds).toFixed(0)} req/s`);
      console.log(`  p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} (goal p99 < 150 ms)`);
      console.log(`  answers: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}`);
      console.log(`  placed ${placed.length} (capacity allows ${expected}); slots over capacity: ${over}`);
      if (over > 0 || placed.length !== expected) throw new Error("capacity not exact under load");
    } finally {
      await site.stop();
      await scratch.drop();
    }
  },
};
