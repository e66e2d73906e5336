import { SiteApi } from "../scripts/site-api";
import { rawGet } from "../tests/support/raw-get";
import { htmlParts } from "../tests/support/html-parts";
import type { Benchmark } from "./support/benchmark";
import { ensureBuilt } from "./support/build";
import { fillRealisticContent } from "./support/realistic-content";
import { recordResults } from "./support/results";
import { startSite } from "./support/site-process";

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export const homeHtmlBenchmark: Benchmark = {
  name: "home-html",
  description: "the server-rendered home page's HTML with the realistic content, part by part (uncompressed)",
  async run() {
    await ensureBuilt();
    const site = await startSite(5404);
    try {
      const api = new SiteApi(site.url);
      await api.signIn("bench-owner", "bench-pass-123");
      await fillRealisticContent(api);
      const res = await rawGet(`${site.url}/`, { "accept-encoding": "identity" });
      const gzipped = await rawGet(`${site.url}/`, { "accept-encoding": "gzip" });
      const parts = htmlParts(res.body.toString("utf8"));
      const rows: [string, number, string][] = [
        ['markup (`<div id="root">`)', parts.markup, "–"],
        ['query data (`<script id="ssr-state">`)', parts.state, String(parts.counts.state)],
        ["JSON-LD", parts.jsonLd, String(parts.counts.jsonLd)],
        ["inlined CSS (`<style>`)", parts.css, String(parts.counts.css)],
        ["head tags and template", parts.rest, "–"],
      ];
      const text = [
        "`/` with the bench's content (40 dishes with photos, 6 featured, 5 offers, 20 reviews, 6 reels), as sent with `Accept-Encoding: identity`; 1 KB = 1000 bytes.",
        "",
        "| part | bytes | elements |",
        "|---|---|---|",
        ...rows.map(([name, bytes, count]) => `| ${name} | ${kb(bytes)} | ${count} |`),
        `| **whole page** | **${kb(parts.total)}** | |`,
        "",
        `Gzipped as sent (what a phone receives, and what counts): ${kb(gzipped.body.length)}.`,
      ].join("\n");
      console.log(text);
      recordResults("home-html", text);
    } finally {
      await site.stop();
    }
  },
};
