import { BRAND } from "./brand";

// The table of public pages, in two halves like the API contract. This half is what the browser
// needs (path, tab title, the reads the page shows) and is all the client loads; the other half,
// shared/public-pages-served.ts, holds under the same paths what only the server and the build read
// (description, head extras, lazily loaded module, form flag, script budget). The type checker holds
// the two to the same paths, so a page is added in both or the build fails.

/** A read a page shows; app/routes/route-queries.ts holds the query options of each. */
export type PageData =
  | "siteSettings"
  | "menuItems"
  | "offers"
  | "socialLinks"
  | "approvedReviews"
  | "approvedReels"
  | "drawAvailability"
  | "branches"
  | "renderClock"
  | "terms"
  | "governorates"
  | "areas"
  | "positions"
  | "questions";

/** A public page as the browser knows it. */
export interface PublicPage {
  readonly path: string;
  readonly title: string;
  /** The reads the server fetches before rendering (in this order) and hands to the browser. */
  readonly data: readonly PageData[];
}

// The server renders these; every other public path is the English 404 page.
export const PUBLIC_PAGES = [
  {
    path: "/",
    title: `${BRAND.name} – دجاج بروستد مقرمش في عمّان منذ ${BRAND.since}`,
    data: [
      "siteSettings",
      "menuItems",
      "offers",
      "socialLinks",
      "approvedReviews",
      "approvedReels",
      "drawAvailability",
      "branches",
      "renderClock",
    ],
  },
  {
    path: "/jobs",
    title: `الوظائف – انضم إلى فريق ${BRAND.name}`,
    data: ["siteSettings", "terms", "governorates", "areas", "positions", "questions", "renderClock"],
  },
  {
    path: "/win",
    title: `اربح معنا – السحب على جوائز ${BRAND.name}`,
    data: ["siteSettings", "drawAvailability", "renderClock"],
  },
  {
    path: "/submit-review",
    title: `أضف رأيك – ${BRAND.name}`,
    data: ["siteSettings", "renderClock"],
  },
  {
    path: "/submit-reel",
    title: `شارك فيديو – ${BRAND.name}`,
    data: ["siteSettings", "renderClock"],
  },
  {
    path: "/terms",
    title: `الشروط والأحكام – ${BRAND.name}`,
    data: ["siteSettings", "terms", "renderClock"],
  },
  {
    path: "/order",
    title: `اطلب للاستلام – ${BRAND.name}`,
    data: ["siteSettings", "renderClock"],
  },
] as const satisfies readonly PublicPage[];

/**
 * An order's status page, /order/<token>: one page for every token, outside the table above (never
 * in the sitemap, noindex); the order itself is read in the browser.
 */
export const ORDER_STATUS_PAGE = {
  path: "/order/:token",
  title: `حالة الطلب – ${BRAND.name}`,
  data: ["siteSettings", "renderClock"],
} as const satisfies PublicPage;
/** /order/<token>; the token is the named group `token`. */
export const ORDER_STATUS_PATH = /^\/order\/(?<token>[A-Za-z0-9_-]{20,64})$/;

/** The path of a public page. */
export type PublicPath = (typeof PUBLIC_PAGES)[number]["path"];

export const NOT_FOUND_TITLE = `Page Not Found – ${BRAND.name}`;

export const publicPage = (path: string): PublicPage | undefined =>
  PUBLIC_PAGES.find((page) => page.path === path) ?? (ORDER_STATUS_PATH.test(path) ? ORDER_STATUS_PAGE : undefined);
