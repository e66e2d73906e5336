import { count, desc, sql } from "drizzle-orm";
import pg from "pg";
import { lotteryEntries } from "../server/db/schema";
import { entriesFilter, searchEntries } from "../server/modules/lottery/entries.service";

// The owner's view: every entry, as the list is searched most.
const OWNER = { all: true } as const;
import type { Benchmark } from "./support/benchmark";
import { scratchDatabase } from "./support/scratch-database";
import { measure, ms, percentile } from "./support/timing";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PAGE_SIZE = 50;
const PRIZE_NAMES = [
  "وجبة عائلية",
  "بطاطا مجانية",
  "مشروب غازي",
  "ساندويش زنجر",
  "قسيمة 5 دنانير",
  "وجبة أطفال",
  "كول سلو",
  "حلويات",
  "وجبة بروستد",
  "خصم 20%",
  "ساندويش شاورما",
  "دجاج مقلي 4 قطع",
  "أجنحة حارة",
  "صوص الثوم",
  "قسيمة 10 دنانير",
  "وجبة توفير",
  "كاتشب مجاني",
  "برجر دجاج",
  "وجبة جامبو",
  "Family Bucket",
];

/** A million entries in one statement: invoices like INV-00012345-A1B2, Jordanian mobile numbers, 20 prizes, three statuses. */
async function generate(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("insert into prizes (name) select unnest($1::text[])", [PRIZE_NAMES]);
    await client.query(
      `insert into lottery_entries (invoice_number, invoice_normal, phone_number, prize_id, status, submitted_at)
       select 'INV-' || lpad(g::text, 8, '0') || '-' || upper(substr(md5(g::text), 1, 4)),
              'inv' || lpad(g::text, 8, '0') || substr(md5(g::text), 1, 4),
              '07' || (7 + g % 3)::text || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'),
              p.ids[1 + g % array_length(p.ids, 1)],
              (array['pending', 'claimed', 'rejected'])[1 + g % 3],
              now() - make_interval(secs => g * 30)
       from generate_series(1, $1::int) g,
            (select array_agg(id order by name) ids from prizes) p`,
      [ENTRIES],
    );
    await client.query("vacuum analyze lottery_entries");
    await client.query("vacuum analyze prizes");
  } finally {
    await client.end();
  }
}

async function explain(url: string, text: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`explain (analyze, buffers off) ${text}`, params);
    return rows.map((r: Record<string, string>) => `    ${r["QUERY PLAN"]}`).join("\n");
  } finally {
    await client.end();
  }
}

export const lotterySearchBenchmark: Benchmark = {
  name: "lottery-search",
  description: `admin search over ${ENTRIES.toLocaleString("en")} draw entries on PostgreSQL (page of ${PAGE_SIZE} + total count)`,
  async run() {
    const scratch = await scratchDatabase();
    try {
      const { db } = scratch.database;
      const started = performance.now();
      await generate(scratch.url);
      console.log(
        `generated ${ENTRIES.toLocaleString("en")} entries in ${ms(performance.now() - started)} (database ${scratch.name})`,
      );

      // Searches an admin would type, derived from a real row: part of an invoice (lower case), part of a phone.
      const sample = (
        await searchEntries(
          db,
          {
            page: 1,
            pageSize: 1,
            search: `INV-${String(Math.ceil(ENTRIES / 2) + 7).padStart(8, "0")}`,
          },
          OWNER,
        )
      ).items[0];
      const searches: [string, string][] = [
        ["no search (first page)", ""],
        ["invoice substring, lower case", (sample.invoiceNumber ?? "").slice(4, 13).toLowerCase()],
        ["phone substring", (sample.phoneNumber ?? "").slice(3)],
        ["prize name", "بروستد"],
        ["no match", "zzqqxx"],
      ];
      const explainAll = process.argv.includes("--explain") || process.env.BENCH_EXPLAIN === "1";
      console.log(
        `${"search".padEnd(32)} ${"term".padEnd(14)} ${"matches".padStart(8)} ${"p50".padStart(10)} ${"p95".padStart(10)}`,
      );
      for (const [label, search] of searches) {
        const query = { search, page: 1, pageSize: PAGE_SIZE };
        const { total } = await searchEntries(db, query, OWNER);
        const times = await measure(() => searchEntries(db, query, OWNER), RUNS);
        console.log(
          `${label.padEnd(32)} ${JSON.stringify(search).padEnd(14)} ${String(total).padStart(8)} ${ms(percentile(times, 50)).padStart(10)} ${ms(percentile(times, 95)).padStart(10)}`,
        );
        if (explainAll) {
          const where = await entriesFilter(db, search);
          const page = db
            .select()
            .from(lotteryEntries)
            .where(where)
            .orderBy(desc(lotteryEntries.submittedAt))
            .limit(PAGE_SIZE)
            .toSQL();
          const total = db
            .select({ n: count() })
            .from(lotteryEntries)
            .where(where ?? sql`true`)
            .toSQL();
          console.log(`  page plan:\n${await explain(scratch.url, page.sql, page.params)}`);
          console.log(`  count plan:\n${await explain(scratch.url, total.sql, total.params)}`);
        }
      }
    } finally {
      await scratch.drop();
    }
  },
};
