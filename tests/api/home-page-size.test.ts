import crypto from "node:crypto";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { unpackPageState } from "@shared/page-state";
import { fillContent } from "../../bench/support/realistic-content";
import { startAdminApp } from "../support/admin-app";
import { htmlParts } from "../support/html-parts";
import { sourcePages } from "../support/source-pages";

// The home page with the benchmark's content (40 dishes with photos, 6 featured, 5 offers, 20
// reviews, 6 reels). `npm run bench home-html` measures the built page, inlined CSS included; these
// are the parts the page's own code decides, in bytes of uncompressed HTML (rendered from the
// sources: about 49.5 KB of markup, 3.4 KB more since ordering and the branch-aware menu came and
// 2.7 KB more since each photo offers six widths, so a phone picks the smallest copy that stays
// sharp; and 12.7 KB of JSON-LD), each with a little room, and the whole page as a phone receives it,
// gzip-compressed (about 12.2 KB without the inlined CSS; the data's repeated field names cost
// nothing once compressed).
const BUDGET = { markup: 51_000, jsonLd: 13_200, compressed: 13_000 };

const STATE = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/;

describe("the home page's weight", () => {
  const suite = startAdminApp({}, { client: { pages: sourcePages() } });
  let html: string;

  beforeAll(async () => {
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await suite.admin.request(method, path, body);
      if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
      return res.body as T;
    };
    const photos = Array.from({ length: 8 }, () => `/objects/${crypto.randomUUID()}.webp`);
    await fillContent(call, photos);
    html = (await suite.app.client().get("/")).text;
  }, 120_000);

  it("stays within its budget, part by part", () => {
    const parts = htmlParts(html);
    expect(parts.markup).toBeLessThan(BUDGET.markup);
    expect(parts.jsonLd).toBeLessThan(BUDGET.jsonLd);
    expect(gzipSync(html).length).toBeLessThan(BUDGET.compressed);
  });

  it("carries the query data and the JSON-LD once each, and each dish once in the data", () => {
    const parts = htmlParts(html);
    expect(parts.counts.state).toBe(1);
    expect(parts.counts.jsonLd).toBe(1);
    const reads = unpackPageState(html.match(STATE)![1]);
    const keys = reads.map((read) => JSON.stringify(read.key));
    expect(new Set(keys).size).toBe(keys.length);
    const menu = (
      reads.find((read) => read.key[0] === "menu" && read.key[1] === "shown")!.data as { dishes: { id: string }[] }
    ).dishes;
    expect(menu).toHaveLength(40);
    const state = html.match(STATE)![1];
    for (const dish of menu) expect(state.split(dish.id).length - 1, dish.id).toBe(1);
  });

  it("carries the newest seven of the 20 reviews (six shown, one saying there are more), and the menu's rows without what only the dish sheet shows", () => {
    const reads = unpackPageState(html.match(STATE)![1]);
    const reviews = reads.find((read) => read.key[0] === "reviews" && read.key[1] === "approved")!.data as unknown[];
    expect(reviews).toHaveLength(7);
    expect(html.match(/<li class="review"[ >]/g)).toHaveLength(6);
    const menu = (reads.find((read) => read.key[0] === "menu" && read.key[1] === "shown")!.data as { dishes: object[] })
      .dishes;
    for (const field of ["sandwichIngredients", "mealIngredients", "sandwichCalories", "mealCalories", "allergens"])
      expect(Object.keys(menu[0])).not.toContain(field);
    // Nor what the page reads another way: the category (the categories count out their rows) and
    // the date added (the featured dishes carry their place in the hero).
    for (const field of ["categoryId", "createdAt", "isFeatured"]) expect(Object.keys(menu[0])).not.toContain(field);
    expect(reads.some((read) => read.key[0] === "menu" && read.key[1] === "details")).toBe(false);
  });
});
