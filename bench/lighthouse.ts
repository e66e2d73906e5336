import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { SiteApi } from "../scripts/site-api";
import { routeBundles } from "../scripts/bundle-sizes.mjs";
import type { Benchmark } from "./support/benchmark";
import { ensureBuilt } from "./support/build";
import { fillRealisticContent } from "./support/realistic-content";
import { recordResults } from "./support/results";
import { startSite } from "./support/site-process";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  scriptKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error("Lighthouse returned nothing");
  const { categories, audits } = result.lhr;
  const requests = (audits["network-requests"].details as { items: { resourceType?: string; transferSize?: number }[] })
    .items;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"].numericValue ?? NaN,
    tbt: audits["total-blocking-time"].numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"].numericValue ?? NaN,
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"].score ?? 0) * 100),
    seo: Math.round((categories.seo.score ?? 0) * 100),
    scriptKb:
      requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
  };
}

export const lighthouseBenchmark: Benchmark = {
  name: "lighthouse",
  description: `Lighthouse (mobile preset) on the built home page with realistic content, median of ${RUNS}; bundle sizes per route`,
  async run() {
    await ensureBuilt();
    const bundles = Object.entries(routeBundles()).map(
      ([route, bundle]) =>
        `| \`${route}\` | ${(bundle.gzipBytes / 1024).toFixed(1)} KB | ${bundle.deferredGzipBytes ? `${(bundle.deferredGzipBytes / 1024).toFixed(1)} KB` : "–"} | ${bundle.files.length} |`,
    );
    const site = await startSite(5411);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const api = new SiteApi(site.url);
      await api.signIn("bench-owner", "bench-pass-123");
      await fillRealisticContent(api);
      // The draw popup is part of the page a first-time visitor gets, so it stays on.
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${site.url}/`, chrome.port));
      const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
      const text = [
        "| Figure | Median | Target |",
        "|---|---|---|",
        `| Performance score | ${pick("performance")} | >= 95 |`,
        `| Largest Contentful Paint | ${(pick("lcp") / 1000).toFixed(2)} s | < 2.0 s |`,
        `| Total Blocking Time | ${Math.round(pick("tbt"))} ms | < 150 ms |`,
        `| Cumulative Layout Shift | ${pick("cls").toFixed(3)} | < 0.05 |`,
        `| Accessibility / Best practices / SEO | ${pick("accessibility")} / ${pick("bestPractices")} / ${pick("seo")} | 100 / 100 / 100 |`,
        `| Script transferred for \`/\` | ${pick("scriptKb").toFixed(1)} KB | < 100 KB gzipped |`,
        "",
        `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, runs: ${runs.map((run) => run.performance).join(", ")}.`,
        "",
        "JavaScript per public route (gzip, from the build manifest; `npm test` fails past the budgets in shared/public-pages.ts):",
        "",
        "| route | gzipped JS before interactive | fetched right after hydration | files |",
        "|---|---|---|---|",
        ...bundles,
      ].join("\n");
      console.log(text);
      recordResults("lighthouse", text);
    } finally {
      chrome.kill();
      await site.stop();
    }
  },
};
