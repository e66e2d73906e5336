import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { unpackPageState } from "@shared/page-state";
import { PATTERN_PAGES, SERVED_PAGES as PUBLIC_PAGES } from "@shared/public-pages-served";
import { BUDGETS_KB } from "../../scripts/bundle-sizes.mjs";
import { PUBLIC_PAGES as CHECKED_PAGES } from "../../scripts/check-html.mjs";
import { PAGE_SHELL, PAGE_SHELL_HASH } from "../../server/public-site/page-shell";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { sourcePages } from "../support/source-pages";
import type { TestClient } from "../support/http";

const ORIGIN = "https://broasted.example";

const IMAGE = "/objects/0b6f2a51-1c1e-4a8b-9d3e-2f7a1c9b4e10.webp";

/** The JSON-LD blocks of a page, parsed (a block that is not valid JSON fails the test). */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

/** The reads a page was rendered from, as the browser unpacks them. */
const ssrState = (html: string) =>
  unpackPageState(html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)![1]);

describe("server-rendered public pages", () => {
  const suite = startAdminApp({ publicUrl: ORIGIN }, { client: { pages: sourcePages() } });
  let admin: TestClient;
  let visitor: TestClient;
  const dish = unique("بروستد عائلي ");
  const offer = unique("عرض الجمعة ");
  const comment = unique("أطيب دجاج جربته في عمّان ");

  beforeAll(async () => {
    admin = suite.admin;
    visitor = suite.app.client();
    expect(
      (await admin.post("/api/menu-items", { name: dish, sandwichPrice: "3.50", imageUrl: IMAGE, isFeatured: true }))
        .status,
    ).toBe(201);
    expect((await admin.post("/api/offers", { title: offer, originalPrice: "10", discountedPrice: "8" })).status).toBe(
      201,
    );
    const review = await admin.post("/api/reviews", { customerName: "سارة", rating: 5, comment });
    expect((await admin.put(`/api/reviews/${review.body.id}/approve`)).status).toBe(200);
  });

  it("asks for the hero's first featured photo first (in the head, before scripts), and for no other photo at high priority", async () => {
    const res = await visitor.get("/");
    const head = res.text.slice(0, res.text.indexOf("</head>"));
    const early = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? "";
    expect(early).toContain(`href="${IMAGE}"`);
    expect(early).toContain('fetchpriority="high"');
    expect(head.indexOf(early)).toBeLessThan(head.search(/<script|<link rel="modulepreload"/));
    // React also hints the high-priority <img> it renders; every photo hint names the same picture.
    const photoHints = [...res.text.matchAll(/<link rel="preload" as="image"[^>]*\/objects\/[^>]*>/g)].map((m) => m[0]);
    for (const hint of photoHints) expect(hint).toContain(IMAGE.replace(".webp", ""));
    // The hero's first two cards (this page has one featured dish) are the only urgent pictures.
    const urgent = [...res.text.matchAll(/<img[^>]*fetchPriority="high"[^>]*>/gi)].map((m) => m[0]);
    expect(urgent).toHaveLength(1);
    expect(urgent[0]).toContain(IMAGE.replace(".webp", ""));
  });

  it("serves the home page's content, head tags and JSON-LD in the HTML itself", async () => {
    const res = await visitor.get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
    for (const text of [dish, offer, comment]) expect(res.text).toContain(text);
    expect(res.text).toContain('<link rel="canonical" href="https://broasted.example/">');
    expect(res.text).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(res.text).toContain(`<meta property="og:image" content="https://broasted.example${IMAGE}">`);
    expect(res.text).toMatch(/<title>[^<]*بروستد الأصيل[^<]*<\/title>/);

    const [graph] = jsonLd(res.text);
    const nodes: Record<string, unknown>[] = graph["@graph"];
    const restaurant = nodes.find((node) => node["@id"] === "https://broasted.example/#restaurant")!;
    expect(restaurant["@type"]).toBe("FastFoodRestaurant");
    expect(restaurant.currenciesAccepted).toBe("JOD");
    expect(nodes.filter((node) => String(node["@id"]).includes("#branch-"))).toHaveLength(4);
    const menu = nodes.find((node) => node["@type"] === "Menu") as {
      hasMenuSection: { hasMenuItem: { name: string; offers?: unknown[] }[] }[];
    };
    const item = menu.hasMenuSection[0].hasMenuItem.find((entry) => entry.name === dish);
    expect(item?.offers).toEqual([{ "@type": "Offer", name: "ساندويش", price: "3.50", priceCurrency: "JOD" }]);
    expect(res.text).not.toContain("AggregateRating");
  });

  it("hands the browser the data it rendered with, so hydration starts without a fetch", async () => {
    const res = await visitor.get("/");
    const state = ssrState(res.text);
    const keys = state.map((read) => JSON.stringify(read.key));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["site-settings","get",{}]',
        '["menu","shown",{}]',
        '["offers","list",{"query":{"active":"true"}}]',
        '["reviews","approved",{"query":{"pageSize":7}}]',
      ]),
    );
    const menu = state.find((read) => JSON.stringify(read.key) === '["menu","shown",{}]')!;
    expect((menu.data as { dishes: { name: string }[] }).dishes.map((row) => row.name)).toContain(dish);
  });

  it("renders every public route with its own title and canonical link", async () => {
    for (const { path } of PUBLIC_PAGES.filter((page) => page.path !== "/")) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain(`<link rel="canonical" href="https://broasted.example${path}">`);
      expect(res.text).toMatch(/<main id="main"[^>]*>.*<h1/s);
      // The CSP runs one inline script, the page shell, by its hash: every other <script> is data (JSON, JSON-LD).
      const scripts = [...res.text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
      const code = scripts.filter(([tag]) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(
        code.map(([, text]) => text),
        path,
      ).toEqual([PAGE_SHELL]);
      expect(res.headers.get("content-security-policy")).toContain(PAGE_SHELL_HASH);
    }
    const titles = await Promise.all(
      ["/", "/jobs", "/win"].map(async (path) => (await visitor.get(path)).text.match(/<title>(.*?)<\/title>/)![1]),
    );
    expect(new Set(titles).size).toBe(3);
  });

  it("marks up open positions as JobPosting on /jobs, and none when no position is active", async () => {
    const none = jsonLd((await visitor.get("/jobs")).text);
    expect(none).toEqual([]);
    const title = unique("كاشير ");
    expect((await admin.post("/api/job-positions", { title, isActive: true })).status).toBe(201);
    const postings = jsonLd((await visitor.get("/jobs")).text);
    const posting = postings.find((entry) => entry.title === title);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "بروستد الأصيل" },
    });
    expect(posting.jobLocation.address.addressCountry).toBe("JO");
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers an unknown path with 404 and the English not-found page, with the page headers", async () => {
    for (const path of ["/no/such/page", "/index.html"]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain("Page Not Found");
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    }
  });

  it("serves robots.txt and sitemap.xml as real files", async () => {
    const robots = await visitor.get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/text\/plain/);
    expect(robots.text).toContain("Disallow: /admin");
    expect(robots.text).toContain("Disallow: /api/");
    expect(robots.text).toContain("Sitemap: https://broasted.example/sitemap.xml");

    const sitemap = await visitor.get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/application\/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("https://broasted.example/");
    expect(locs).toContain("https://broasted.example/jobs");
    expect(locs.some((loc) => loc.includes("/admin"))).toBe(false);
    const lastmod = new Date(sitemap.text.match(/<lastmod>(.*?)<\/lastmod>/)![1]);
    expect(Date.now() - lastmod.getTime()).toBeLessThan(60_000);
  });

  it("serves the dashboard as a browser-rendered shell that is never indexed or shared-cached", async () => {
    const res = await visitor.get("/admin/login");
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    // The shell's only content says the dashboard needs JavaScript; the script replaces it.
    expect(res.text).toMatch(/<div id="root"><p id="no-script">[^<]*JavaScript[^<]*<\/p><\/div>/);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });

  describe("one table of public pages (shared/public-pages.ts)", () => {
    const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

    it("is what the sitemap lists, page for page in its order", async () => {
      const sitemap = await visitor.get("/sitemap.xml");
      const locs = [...sitemap.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(PUBLIC_PAGES.map((page) => ORIGIN + page.path));
    });

    it("gives each page its title and description in the head, and the 404 page to any other path", async () => {
      for (const page of PUBLIC_PAGES) {
        const res = await visitor.get(page.path);
        expect(res.status, page.path).toBe(200);
        expect(res.text, page.path).toContain(`<title>${escaped(page.title)}</title>`);
        expect(res.text, page.path).toContain(`<meta name="description" content="${escaped(page.description)}">`);
      }
      expect((await visitor.get("/not-in-the-table")).status).toBe(404);
    });

    it("describes each page's preview picture for Open Graph and Twitter alike (the dish's name on the home page)", async () => {
      for (const page of PUBLIC_PAGES) {
        const html = (await visitor.get(page.path)).text;
        const og = html.match(/<meta property="og:image:alt" content="([^"]+)">/)?.[1];
        const twitter = html.match(/<meta name="twitter:image:alt" content="([^"]+)">/)?.[1];
        expect(og, page.path).toBeTruthy();
        expect(twitter, page.path).toBe(og);
      }
      const home = (await visitor.get("/")).text;
      expect(home).toContain(`<meta name="twitter:image:alt" content="${escaped(dish)}">`);
    });

    it("prefetches exactly the reads each page lists, and hands them to the browser", async () => {
      for (const page of PUBLIC_PAGES) {
        const state = ssrState((await visitor.get(page.path)).text);
        expect(state, page.path).toHaveLength(page.data.length);
      }
    });

    it("is where the router takes its public routes, each page's lazy import naming the table's module", () => {
      const router = fs.readFileSync(path.resolve(import.meta.dirname, "../../client/src/app/router.tsx"), "utf8");
      expect(router).toContain("PUBLIC_PAGES.map(");
      const imports = [...router.matchAll(/lazyPublicPage\(\(\) =>\s*import\("@\/([^"]+)"\)/g)].map((m) => m[1]);
      const modules = [...PUBLIC_PAGES, ...PATTERN_PAGES].flatMap((page) => (page.module ? [page.module] : []));
      expect(imports.map((file) => `src/${file}.tsx`).sort()).toEqual([...modules].sort());
      for (const page of PUBLIC_PAGES) expect(router, page.path).not.toContain(`path="${page.path}"`);
    });

    it("is where the bundle budget and the HTML check take their pages and budgets", () => {
      expect(BUDGETS_KB).toEqual(Object.fromEntries(PUBLIC_PAGES.map((page) => [page.path, page.scriptBudgetKb])));
      expect(Object.keys(BUDGETS_KB)).toEqual(PUBLIC_PAGES.map((page) => page.path));
      expect(CHECKED_PAGES).toEqual([...PUBLIC_PAGES.map((page) => page.path), "/no-such-page"]);
    });
  });
});
