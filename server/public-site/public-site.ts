import type { IncomingMessage } from "node:http";
import { type ServedPage, servedPage } from "@shared/public-pages-served";
import { SSR_STATE_ID, type PublicReader } from "@shared/ssr";
import { TOTAL_COUNT_HEADER } from "@shared/api/endpoint";
import { BRAND } from "@shared/brand";
import { routes } from "@shared/api/routes";
import { BRANCH_SLUG_PATTERN, type BranchRef, branchNameOf } from "@shared/branches";
import type { Db } from "../db/client";
import { SECURITY_HEADERS } from "../middleware/security-headers";
import { nextBoundary, lastBoundary } from "./boundaries";
import type { ContentVersion } from "./content-version";
import { pageHead } from "./page-head";
import type { PageSource } from "./page-source";
import { withPageShell } from "./page-shell";
import { mayCarrySession, PUBLIC_READS, publicReadOf, visitorView } from "./public-reads";
import { prepareResponse, ResponseCache, type CachedResponse, type FreshResponse } from "./response-cache";
import { robotsTxt, sitemapXml } from "./seo-files";

// Browsers and CDNs may keep public answers briefly; an admin's save reaches this server's copy at once.
const PUBLIC_JSON_CACHE = "public, max-age=5, stale-while-revalidate=30";
// Browsers revalidate pages every time (a cheap 304); a CDN may serve them for 5 s.
const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";
const HTML = "text/html; charset=utf-8";
const NOT_FOUND_KEY = "page 404";
const STATIC_ROUTE = "(static file)";
/** Whether a path belongs to the API (under /api, exactly as spelled) rather than to the pages. */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** The route pattern of every page (publicPages in public-site.routes.ts). */
export const PAGE_ROUTE = "/{*path}";

// The dashboard is drawn by script, which replaces this note; a browser without script shows it
// (a media query decides, so the note never flashes where script runs).
const ADMIN_NO_SCRIPT_STYLE =
  "<style>#no-script{margin:2rem auto;max-width:32rem;padding:1rem;text-align:center}" +
  "@media (scripting: enabled){#no-script{display:none}}</style>";
const ADMIN_NO_SCRIPT =
  '<p id="no-script">لوحة التحكم تحتاج إلى تفعيل JavaScript في المتصفح. فعّله ثم أعد تحميل الصفحة.</p>';

export interface PublicSiteOptions {
  db: Db;
  content: ContentVersion;
  /** The site's public origin, e.g. https://broasted.jo: canonical links, previews, sitemap. */
  origin: string;
  /** Content-Security-Policy of the pages. */
  csp: string;
  /** Absent when there is no client build: pages then answer 503 and say how to build. */
  pages?: PageSource;
  /** The app's clock (time-dependent reads such as "sold out today" compare with it). */
  now?: () => Date;
  /** The built client's files, served from memory. */
  staticFiles?: ReadonlyMap<string, CachedResponse>;
}

/**
 * The public side of the site as cached, compressed responses: the public JSON reads, the
 * server-rendered pages, robots.txt and sitemap.xml. Express fills the cache on a miss; a hit is
 * answered by `fastPath` before Express sees the request.
 */
/**
 * The cache key of a page's HTML: its URL; a page drawn the same for every path it answers (an
 * order's status, /order/<token>, whose order is read in the browser) is cached once, not per token.
 */
const pageKey = (page: ServedPage, url: string) => `page ${page.path.includes(":") ? page.path : url}`;

export class PublicSite {
  readonly cache: ResponseCache;
  private readonly pageHeaders: Record<string, string>;
  private readonly clock: () => Date;

  constructor(private readonly options: PublicSiteOptions) {
    this.clock = options.now ?? (() => new Date());
    this.cache = new ResponseCache(options.content, () => this.clock().getTime());
    this.pageHeaders = {
      ...SECURITY_HEADERS,
      "Content-Security-Policy": options.csp,
      "X-Frame-Options": "SAMEORIGIN",
    };
  }

  /** A public read's JSON, as the API answers a visitor (`url` is a key of PUBLIC_READS). */
  json(url: string): Promise<CachedResponse> {
    const read = PUBLIC_READS.get(url);
    if (!read) throw new Error(`not a public read: ${url}`);
    return this.cache.get(`json ${url}`, async () => {
      const now = this.clock();
      const [answer, validUntil] = await Promise.all([
        read.load(this.options.db, visitorView(now)),
        nextBoundary(this.options.db, now),
      ]);
      const { items, total } = read.counted
        ? (answer as { items: unknown; total: number })
        : { items: answer, total: undefined };
      return {
        status: 200,
        type: "application/json; charset=utf-8",
        body: JSON.stringify(items),
        headers: {
          ...SECURITY_HEADERS,
          "Cache-Control": PUBLIC_JSON_CACHE,
          Vary: "Cookie",
          ...(total !== undefined && { [TOTAL_COUNT_HEADER]: String(total) }),
        },
        validUntil,
      };
    });
  }

  /** What the page renderer and the head use: the very JSON a visitor's browser would get. */
  readonly read: PublicReader = async (url) => {
    const response = await this.json(PUBLIC_READS.has(url) ? url : url.split("?")[0]);
    return JSON.parse(response.body.toString("utf8"));
  };

  /** A public page (the home page as narrowed by ?branch=), or the English 404 page for any other path. */
  async page(pathname: string, search = ""): Promise<CachedResponse> {
    const page = servedPage(pathname);
    if (!page) return this.notFound();
    const url = pathname + (await this.pageQuery(pathname, search));
    return this.fromPages(pageKey(page, url), (pages) => this.renderPage(pages, url, page));
  }

  /**
   * The part of a page's query that changes its HTML: on the home page an open branch's ?branch= (the
   * menu and offers narrowed to it), checked against the cached public list of branches. Anything else
   * renders the plain page, so the cache holds one home per open branch and one more.
   */
  private async pageQuery(pathname: string, search: string): Promise<string> {
    if (pathname !== "/") return "";
    const branch = new URLSearchParams(search).get("branch");
    if (!branch) return "";
    const open = (await this.read(routes.branches.list.path)) as BranchRef[];
    return branchNameOf(open, branch) ? `?branch=${branch}` : "";
  }

  /** The 404 page: any path that is not a page, and any method a page does not take. */
  notFound(): Promise<CachedResponse> {
    return this.fromPages(NOT_FOUND_KEY, (pages) => this.renderPage(pages, "/404", undefined));
  }

  /** The dashboard: rendered in the browser only, from the same template. */
  adminShell(url: string): Promise<CachedResponse> {
    return this.fromPages("admin shell", async (pages) => ({
      status: 200,
      type: HTML,
      body: fillTemplate(await pages.template(url), {
        head: `<title>لوحة التحكم – ${BRAND.name}</title>\n<meta name="robots" content="noindex">${ADMIN_NO_SCRIPT_STYLE}`,
        html: ADMIN_NO_SCRIPT,
        state: "",
      }),
      headers: { ...this.pageHeaders, "Cache-Control": "private, no-cache" },
    }));
  }

  /** HTML made from the page source: cached, except in development; a 503 before the first build. */
  private async fromPages(key: string, render: (pages: PageSource) => Promise<FreshResponse>): Promise<CachedResponse> {
    const pages = this.options.pages;
    if (!pages) return prepareResponse(notBuilt());
    if (!pages.cacheable) return prepareResponse(await render(pages));
    return this.cache.get(key, () => render(pages));
  }

  robots(): Promise<CachedResponse> {
    return this.cache.get("robots", async () => ({
      status: 200,
      type: "text/plain; charset=utf-8",
      body: robotsTxt(this.options.origin),
      headers: { ...SECURITY_HEADERS, "Cache-Control": PUBLIC_JSON_CACHE },
    }));
  }

  /** Dated by the last change to the content, an admin's or a schedule's boundary passing. */
  sitemap(): Promise<CachedResponse> {
    return this.cache.get("sitemap", async () => {
      const now = this.clock();
      const [changedAt, passed, validUntil] = await Promise.all([
        this.options.content.changedAt(),
        lastBoundary(this.options.db, now),
        nextBoundary(this.options.db, now),
      ]);
      return {
        status: 200,
        type: "application/xml; charset=utf-8",
        body: sitemapXml(this.options.origin, new Date(Math.max(changedAt.getTime(), passed ?? 0))),
        headers: { ...SECURITY_HEADERS, "Cache-Control": PUBLIC_JSON_CACHE },
        validUntil,
      };
    });
  }

  /**
   * The answer already in memory for a request (a built file, or a cached public page, read,
   * robots.txt or sitemap.xml), which can go out without Express, sessions or the database, and
   * the route pattern Express would have answered it as (for metrics and logs).
   */
  lookup(req: IncomingMessage): { response: CachedResponse; route: string } | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    const pathname = mark < 0 ? url : url.slice(0, mark);
    const file = this.options.staticFiles?.get(pathname);
    if (file) return { response: file, route: STATIC_ROUTE };
    const key = this.fastKey(req, pathname, mark < 0 ? "" : url.slice(mark + 1));
    const hot = key && this.cache.peek(key);
    if (!hot) return undefined;
    return { response: hot, route: key.startsWith("page ") ? PAGE_ROUTE : pathname };
  }

  private fastKey(req: IncomingMessage, pathname: string, search: string): string | undefined {
    if (isApiPath(pathname)) {
      // A role that manages a list's hidden rows sees them too: that answer comes from the route.
      const found = publicReadOf(pathname, search, mayCarrySession(req));
      return found && `json ${found.url}`;
    }
    if (pathname === "/robots.txt") return "robots";
    if (pathname === "/sitemap.xml") return "sitemap";
    // Only an open branch's page is ever stored under its ?branch=: any other slug misses here.
    const branch = pathname === "/" ? new URLSearchParams(search).get("branch") : null;
    const query = branch && BRANCH_SLUG_PATTERN.test(branch) ? `?branch=${branch}` : "";
    const page = servedPage(pathname);
    return page ? pageKey(page, pathname + query) : undefined;
  }

  private async renderPage(pages: PageSource, url: string, page: ServedPage | undefined): Promise<FreshResponse> {
    const pathname = url.split("?")[0];
    const ssr = await pages.ssr();
    const now = this.clock();
    const [validUntil, rendered, head, template] = await Promise.all([
      nextBoundary(this.options.db, now),
      ssr.renderPage(url, this.read),
      pageHead(page, this.options.origin, this.read),
      pages.template(pathname),
    ]);
    const preloads = (pages.fonts ?? []).map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    );
    const body = fillTemplate(withPageShell(template, pages.preloads(pathname)), {
      head: [head, ...preloads].join("\n"),
      html: rendered.html,
      state: `<script type="application/json" id="${SSR_STATE_ID}">${rendered.state}</script>`,
    });
    return {
      status: rendered.status,
      type: HTML,
      body: (await pages.criticalStyles?.(body)) ?? body,
      headers: { ...this.pageHeaders, "Cache-Control": PUBLIC_PAGE_CACHE },
      validUntil,
    };
  }
}

function fillTemplate(template: string, parts: { head: string; html: string; state: string }): string {
  // Functions as replacements: "$&" and friends in the content must stay as they are.
  return template
    .replace("<!--app-head-->", () => parts.head)
    .replace("<!--app-html-->", () => parts.html)
    .replace("<!--app-state-->", () => parts.state);
}

function notBuilt(): FreshResponse {
  return {
    status: 503,
    type: "text/plain; charset=utf-8",
    body: 'The site has not been built yet: run "npm run build" or "npm start".',
    headers: { ...SECURITY_HEADERS, "Cache-Control": "no-store" },
  };
}
