import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { SiteApi } from "../scripts/site-api";
import type { Benchmark } from "./support/benchmark";
import { ensureBuilt } from "./support/build";
import { auditPage, type Figures } from "./lighthouse";
import { fillRealisticContent } from "./support/realistic-content";
import { recordResults } from "./support/results";
import { startSite } from "./support/site-process";

// Checkout on a phone: Lighthouse (mobile) on /order with three dishes already in the cart, as a
// visitor arrives there from the menu. The cart lives in the browser's local storage, so the runs
// keep the storage that a first page set (Lighthouse would otherwise clear it before loading); the
// HTTP cache is emptied before each run, so every run downloads the page's code as a first visit does.

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_ORDER_RUNS ?? 5);
const DEBUG_PORT = 9431;
const ALL_DAY = Array.from({ length: 7 }, () => [{ open: "00:00", close: "23:59" }]);

interface Dish {
  id: string;
  name: string;
  sandwichPrice: string | null;
  mealPrice: string | null;
}

export const lighthouseOrderBenchmark: Benchmark = {
  name: "lighthouse-order",
  description: `Lighthouse (mobile preset) on /order with a filled cart and two branches taking orders, ${RUNS} runs`,
  async run() {
    await ensureBuilt();
    const site = await startSite(5412);
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-order-chrome-"));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      headless: true,
      args: [
        `--remote-debugging-port=${DEBUG_PORT}`,
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    try {
      const api = new SiteApi(site.url);
      await api.signIn("bench-owner", "bench-pass-123");
      await fillRealisticContent(api);
      for (const slug of ["dabouq", "airport-road"]) {
        await api.call("PUT", `/api/branches/${slug}`, { hours: ALL_DAY });
        await api.call("PUT", `/api/branches/${slug}/ordering`, { enabled: true });
      }
      const dishes = await api.call<Dish[]>("GET", "/api/menu-items");
      const cart = dishes.slice(0, 3).map((dish, i) => {
        const size = dish.sandwichPrice && i !== 1 ? "sandwich" : "meal";
        return {
          menuItemId: dish.id,
          name: dish.name,
          size,
          quantity: i + 1,
          note: i === 0 ? "بدون مخلل" : null,
          unitPrice: (size === "sandwich" ? dish.sandwichPrice : dish.mealPrice) ?? "0.00",
        };
      });
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto(`${site.url}/`);
      await page.evaluate((value) => window.localStorage.setItem("cart:v1", value), JSON.stringify(cart));

      const load = os.loadavg()[0].toFixed(1);
      const runs: Figures[] = [];
      // Each run starts with an empty HTTP cache (a first visit's download), the cart kept.
      const cdp = await browser.newCDPSession(page);
      for (let i = 0; i < RUNS; i++) {
        await cdp.send("Network.clearBrowserCache");
        runs.push(await auditPage(`${site.url}/order`, DEBUG_PORT, { disableStorageReset: true }));
      }
      const text = [
        `\`/order\` with 3 lines in the cart, ${RUNS} runs (target: every run >= 95):`,
        "",
        "| Run | Performance | LCP | TBT | CLS | Accessibility / Best practices / SEO | Script |",
        "|---|---|---|---|---|---|---|",
        ...runs.map(
          (run, i) =>
            `| ${i + 1} | ${run.performance} | ${(run.lcp / 1000).toFixed(2)} s | ${Math.round(run.tbt)} ms | ${run.cls.toFixed(3)} | ${run.accessibility} / ${run.bestPractices} / ${run.seo} | ${run.scriptKb.toFixed(1)} KB |`,
        ),
        "",
        `Load average of this machine when the runs began: ${load}, when they ended: ${os.loadavg()[0].toFixed(1)} (2 cores).`,
      ].join("\n");
      console.log(text);
      recordResults("lighthouse-order", text);
    } finally {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
      await site.stop();
    }
  },
};
