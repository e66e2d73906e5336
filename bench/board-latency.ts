import { eq } from "drizzle-orm";
import { users } from "../server/db/schema";
import { branchOrdering, branches, menuCategories, menuItems } from "../server/db/schema";
import { hashPassword } from "../server/lib/password-hash";
import { followStream } from "../tests/support/event-stream";
import type { Benchmark } from "./support/benchmark";
import { recordResults } from "./support/results";
import { scratchDatabase } from "./support/scratch-database";
import { startSite } from "./support/site-process";
import { ms, percentile } from "./support/timing";

// The order board's latency on PostgreSQL: 20 boards (the owner's, every branch) split over two
// server processes while orders are placed through both at 10 a second; each sample is one board's
// wait from the POST leaving to the order's event arriving. Then what 500 idle board connections
// cost one process in memory.

const BOARDS = 20;
const RATE = Number(process.env.BENCH_ORDER_RATE ?? 10);
const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 150);
const IDLE = 500;
const PORTS = [5331, 5332];
const BRANCHES = ["al-yasmeen", "dabouq", "airport-road", "hashmi-north"];
const OWNER = { username: "bench-owner", password: "bench-owner-pass-1" };

type BoardEvent = { branch: string; number: number; status: string };

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0].split(";")[0];
}

async function residentBytes(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(text.match(/^process_resident_memory_bytes (\d+)/m)?.[1] ?? Number.NaN);
}

const sleep = (msecs: number) => new Promise((resolve) => setTimeout(resolve, msecs));

export const boardLatencyBenchmark: Benchmark = {
  name: "board-latency",
  description: `${BOARDS} boards over two processes, orders at ${RATE}/s through both (PostgreSQL); ${IDLE} idle boards' memory`,
  async run() {
    const scratch = await scratchDatabase();
    const { db } = scratch.database;
    const allDay = Array.from({ length: 7 }, () => [{ open: "00:00", close: "23:59" }]);
    for (const slug of BRANCHES) {
      await db.update(branches).set({ hours: allDay }).where(eq(branches.slug, slug));
      await db.insert(branchOrdering).values({ branch: slug, enabled: true, capacity: 200, prepMinutes: 5 });
    }
    await db.insert(users).values({ ...OWNER, password: await hashPassword(OWNER.password), role: "owner" });
    const [category] = await db.insert(menuCategories).values({ name: "وجبات", order: 1 }).returning();
    const [dish] = await db
      .insert(menuItems)
      .values({ categoryId: category.id, name: "بروستد", sandwichPrice: "2.35", mealPrice: "3.65" })
      .returning();
    const sites = await Promise.all(PORTS.map((port) => startSite(port, scratch.url)));
    const streams: { close(): void }[] = [];
    try {
      const cookies = await Promise.all(sites.map((site) => signIn(site.url)));
      const boards = await Promise.all(
        Array.from({ length: BOARDS }, async (_, i) => {
          const stream = await followStream(`${sites[i % 2].url}/api/admin/orders/events`, { cookie: cookies[i % 2] });
          streams.push(stream);
          return stream;
        }),
      );
      const slot = new Date(Math.ceil((Date.now() + 20 * 60_000) / 900_000) * 900_000).toISOString();
      const sent = new Map<string, number>();
      const placing: Promise<void>[] = [];
      for (let i = 0; i < ORDERS; i += 1) {
        const site = sites[i % 2];
        const branch = BRANCHES[i % BRANCHES.length];
        placing.push(
          (async () => {
            const t = performance.timeOrigin + performance.now();
            const res = await fetch(`${site.url}/api/orders`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                branch,
                pickupAt: slot,
                items: [{ menuItemId: dish.id, size: "meal", quantity: 1 }],
                customerName: "زبون",
                phoneNumber: `077${String(i).padStart(7, "0")}`,
              }),
            });
            const body = (await res.json()) as { number?: number; message?: string };
            if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${body.message}`);
            sent.set(`${branch} ${body.number}`, t);
          })(),
        );
        await sleep(1000 / RATE);
      }
      await Promise.all(placing);
      await sleep(2000);
      const latencies: number[] = [];
      let missing = 0;
      for (const board of boards) {
        const seen = new Map<string, number>();
        for (const event of board.events) {
          const order = event.data as BoardEvent;
          if (event.event === "order" && order.status === "received")
            seen.set(`${order.branch} ${order.number}`, event.at);
        }
        for (const [key, t] of sent) {
          const at = seen.get(key);
          if (at === undefined) missing += 1;
          else latencies.push(at - t);
        }
      }
      for (const stream of streams.splice(0)) stream.close();

      // Idle boards: memory of one process before and after 500 more streams are open.
      await sleep(1000);
      const before = await residentBytes(sites[0].url);
      for (let i = 0; i < IDLE; i += 1)
        streams.push(await followStream(`${sites[0].url}/api/admin/orders/events`, { cookie: cookies[0] }));
      await sleep(2000);
      const after = await residentBytes(sites[0].url);
      const perBoard = (after - before) / IDLE;

      const lines = [
        `- ${ORDERS} orders at ${RATE}/s through two processes, ${BOARDS} boards (10 on each): ${latencies.length} samples, ${missing} missed`,
        `- order placed → event on the board: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))} (goal p95 < 1 s)`,
        `- ${IDLE} idle board connections on one process: resident memory ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MiB, about ${(perBoard / 1024).toFixed(0)} KiB each`,
      ];
      for (const line of lines) console.log(`  ${line}`);
      recordResults(
        "board-latency",
        [
          "The latency counts from the POST leaving the load generator, so it includes placing the order (its",
          "transaction and NOTIFY), the LISTEN delivery to both processes, reading the order once per process",
          "and writing it to each stream. Load generator, both servers and PostgreSQL share the machine.",
          "",
          ...lines,
        ].join("\n"),
      );
      if (missing > 0) throw new Error(`${missing} board events never arrived`);
    } finally {
      for (const stream of streams) stream.close();
      await Promise.all(sites.map((site) => site.stop()));
      await scratch.drop();
    }
  },
};
