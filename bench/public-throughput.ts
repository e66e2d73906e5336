import autocannon from "autocannon";
import pg from "pg";
import { SiteApi } from "../scripts/site-api";
import { rawGet } from "../tests/support/raw-get";
import type { Benchmark } from "./support/benchmark";
import { startBareServer } from "./support/bare-server";
import { ensureBuilt } from "./support/build";
import { fillRealisticContent } from "./support/realistic-content";
import { recordResults } from "./support/results";
import { DEFAULT_BASE_URL, scratchDatabase } from "./support/scratch-database";
import { startSite, type SiteProcess } from "./support/site-process";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN = { username: "bench-owner", password: "bench-pass-123" };

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

// What a browser sends, so both servers answer with the bytes a visitor gets; and a client that takes no compression.
const ENCODINGS = {
  br: { "accept-encoding": "gzip, deflate, br, zstd" },
  identity: { "accept-encoding": "identity" },
} as const;

async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

// node:http writes these itself (Content-Length from the body).
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/**
 * The bare server answers with the very response ours sent, headers included: on one machine the
 * load generator's parsing of every header line counts as much as the server's work.
 */
function replayedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined || NOT_REPLAYED.has(name) ? [] : [[name, String(value)]],
    ),
  );
}

/** Sends `path` from the site under load, then the same bytes from bare node:http, in one run. */
async function versusBare(site: SiteProcess, path: string, port: number, encoding: keyof typeof ENCODINGS) {
  const headers = ENCODINGS[encoding];
  const res = await rawGet(site.url + path, headers);
  const bare = await startBareServer(port, res.body, replayedHeaders(res.headers));
  const body = res.body;
  try {
    const ceiling = await load(bare.url + path, headers);
    const ours = await load(site.url + path, headers);
    return { path, encoding, bytes: body.length, ours, ceiling, ratio: ours.rps / ceiling.rps };
  } finally {
    await bare.stop();
  }
}

/** Milliseconds from an admin's save (answered by `writer`) until `reader` serves it on the page and in JSON. */
async function freshness(writer: SiteApi, reader: SiteProcess): Promise<number> {
  const [dish] = await writer.call<{ id: string; name: string }[]>("GET", "/api/menu-items");
  await fetch(`${reader.url}/`);
  await fetch(`${reader.url}/api/menu-items`);
  const renamed = `${dish.name} ✓${Date.now().toString(36)}`;
  const started = performance.now();
  await writer.call("PUT", `/api/menu-items/${dish.id}`, { name: renamed });
  for (;;) {
    const [page, json] = await Promise.all([
      fetch(`${reader.url}/`).then((r) => r.text()),
      fetch(`${reader.url}/api/menu-items`).then((r) => r.text()),
    ]);
    if (page.includes(renamed) && json.includes(renamed)) return performance.now() - started;
    if (performance.now() - started > 10_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL || DEFAULT_BASE_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function runDriver(driver: "PGlite" | "PostgreSQL") {
  const scratch = driver === "PostgreSQL" ? await scratchDatabase() : undefined;
  const site = await startSite(5401, scratch?.url);
  const peer = scratch ? await startSite(5402, scratch.url) : undefined;
  try {
    const api = new SiteApi(site.url);
    await api.signIn(ADMIN.username, ADMIN.password);
    await fillRealisticContent(api);
    const rows = [];
    for (const path of ["/api/menu-items", "/"]) {
      for (const encoding of ["br", "identity"] as const) rows.push(await versusBare(site, path, 5403, encoding));
    }
    const local = await freshness(api, site);
    const across = peer ? await freshness(api, peer) : undefined;
    return { driver, rows, local, across };
  } finally {
    await peer?.stop();
    await site.stop();
    await scratch?.drop();
  }
}

export const publicThroughputBenchmark: Benchmark = {
  name: "public-throughput",
  description: `public JSON and the server-rendered home page against bare node:http, ${CONNECTIONS} connections, ${SECONDS} s each`,
  async run() {
    await ensureBuilt();
    const drivers: ("PGlite" | "PostgreSQL")[] = ["PGlite"];
    if (await postgresReachable()) drivers.push("PostgreSQL");
    else console.log("PostgreSQL not reachable: measuring PGlite only.");
    const lines = [
      "| database | path | encoding | bytes sent | ours req/s | bare node:http req/s | ratio (target >= 0.5) | ours p99 (target < 25 ms) | bare p99 | errors |",
      "|---|---|---|---|---|---|---|---|---|---|",
    ];
    const freshnessLines: string[] = [];
    for (const driver of drivers) {
      const result = await runDriver(driver);
      for (const row of result.rows) {
        lines.push(
          `| ${driver} | \`${row.path}\` | ${row.encoding} | ${row.bytes} | ${Math.round(row.ours.rps)} | ${Math.round(row.ceiling.rps)} | ${row.ratio.toFixed(2)} | ${row.ours.p99} ms | ${row.ceiling.p99} ms | ${row.ours.errors} |`,
        );
      }
      freshnessLines.push(
        `- ${driver}: an admin's save is on the page and in the JSON after ${result.local.toFixed(0)} ms (same process)`,
      );
      if (result.across !== undefined) {
        freshnessLines.push(
          `- ${driver}: ... and on a second server process after ${result.across.toFixed(0)} ms (target < 2000 ms)`,
        );
      }
    }
    const note =
      "The bare server replays the exact response ours sent (status, every header, body); only Date and the connection headers are its own.";
    const text = [...lines, "", note, "", ...freshnessLines].join("\n");
    console.log(text);
    recordResults("public-throughput", text);
  },
};
