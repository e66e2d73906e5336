import { BRAND } from "./brand";

// The one table of public pages: the client's router and prefetching, the server's renderer and
// head tags, the sitemap, and the bundle budget (scripts/public-pages.mjs reads it for the build
// scripts) all take their pages from here. Browser-safe plain data: the components and query
// options it names live in the client (app/router.tsx, app/routes/route-queries.ts), the head
// builders on the server (server/public-site/page-head.ts).

/** A read a page shows; app/routes/route-queries.ts holds the query options of each. */
export type PageData =
  | "siteSettings"
  | "featuredMenuItems"
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

/**
 * What a page's head carries besides its title, description and preview tags:
 * - heroImage: the first featured dish's photo is the link preview and is preloaded first;
 * - restaurant: the chain, its branches and its menu as JSON-LD;
 * - jobPostings: one JSON-LD JobPosting per open position.
 */
export type HeadExtra = "heroImage" | "restaurant" | "jobPostings";

/** A public page: what its tab, search results and link previews say, and what it loads. */
export interface PublicPage {
  readonly path: string;
  readonly title: string;
  /** Search results and link previews show it. */
  readonly description: string;
  /**
   * The module the page's component is loaded from on demand, as Vite's manifest names it
   * (the router's lazy import of it); absent for a page drawn by the first bundle.
   */
  readonly module?: string;
  /** The reads the server fetches before rendering (in this order) and hands to the browser. */
  readonly data: readonly PageData[];
  readonly head: readonly HeadExtra[];
  /** The page holds a form; sent without script (a plain POST to the page), it returns to the page. */
  readonly form?: boolean;
  /**
   * Gzipped KB (1 KB = 1024 bytes) of script the page needs before it is interactive: the entry
   * with its static imports, plus the page's module and its imports.
   */
  readonly scriptBudgetKb: number;
  /** Modules the page fetches right after it hydrates, without a tap: reported beside the budget. */
  readonly deferredModules?: readonly string[];
}

// The server renders these; every other public path is the English 404 page. "/" is the phone
// budget; the form pages add their form code (zod, react-hook-form, Radix fields) to the shell, and
// /jobs holds the longest form (react-hook-form + zodResolver over four steps). No page carries
// drizzle (shared/schema/enums.ts; `npm run deps:check`).
export const PUBLIC_PAGES = [
  {
    path: "/",
    title: `${BRAND.name} – دجاج بروستد مقرمش في عمّان منذ ${BRAND.since}`,
    description: `${BRAND.name}: ${BRAND.tagline}. تصفّح القائمة والعروض وآراء العملاء وفيديوهاتهم، وتواصل مع فروعنا في عمّان.`,
    data: [
      "siteSettings",
      "featuredMenuItems",
      "menuItems",
      "offers",
      "socialLinks",
      "approvedReviews",
      "approvedReels",
      "drawAvailability",
      "branches",
      "renderClock",
    ],
    head: ["heroImage", "restaurant"],
    scriptBudgetKb: 100,
    // The carousels' Embla code and the branches section, split off the first script.
    deferredModules: ["src/components/ui/carousel.tsx", "src/features/branches/components/branches-section.tsx"],
  },
  {
    path: "/jobs",
    title: `الوظائف – انضم إلى فريق ${BRAND.name}`,
    description: `قدّم طلب توظيف في ${BRAND.name} خطوة بخطوة: اختر المحافظة والمنطقة والوظيفة وأجب عن بعض الأسئلة.`,
    module: "src/features/recruitment/components/jobs-page.tsx",
    data: ["siteSettings", "terms", "governorates", "areas", "positions", "questions"],
    head: ["jobPostings"],
    form: true,
    scriptBudgetKb: 180,
  },
  {
    path: "/win",
    title: `اربح معنا – السحب على جوائز ${BRAND.name}`,
    description: "أدخل رقم فاتورتك ورقم هاتفك وادخل السحب على جوائز فورية. احتفظ بالفاتورة الأصلية لاستلام جائزتك.",
    module: "src/features/lottery/components/win-page.tsx",
    data: ["siteSettings", "drawAvailability"],
    head: [],
    form: true,
    scriptBudgetKb: 152,
  },
  {
    path: "/submit-review",
    title: `أضف رأيك – ${BRAND.name}`,
    description: `شاركنا رأيك بتجربتك في ${BRAND.name} وقيّمها من خمس نجوم. يُنشر رأيك بعد مراجعة الإدارة.`,
    module: "src/features/reviews/components/submit-review-page.tsx",
    data: ["siteSettings"],
    head: [],
    form: true,
    scriptBudgetKb: 158,
  },
  {
    path: "/submit-reel",
    title: `شارك فيديو – ${BRAND.name}`,
    description: "أرسل رابط فيديو عام لك في مطاعمنا من YouTube أو Facebook أو Instagram، ويُنشر بعد مراجعة الإدارة.",
    module: "src/features/reels/components/submit-reel-page.tsx",
    data: ["siteSettings"],
    head: [],
    form: true,
    scriptBudgetKb: 166,
  },
  {
    path: "/terms",
    title: `الشروط والأحكام – ${BRAND.name}`,
    description: `الشروط والأحكام الخاصة بالتقديم على الوظائف في ${BRAND.name}.`,
    module: "src/features/terms/components/terms-page.tsx",
    data: ["siteSettings", "terms"],
    head: [],
    scriptBudgetKb: 100,
  },
] as const satisfies readonly PublicPage[];

/** The path of a public page. */
export type PublicPath = (typeof PUBLIC_PAGES)[number]["path"];

export const NOT_FOUND_TITLE = `Page Not Found – ${BRAND.name}`;

export const publicPage = (path: string): PublicPage | undefined => PUBLIC_PAGES.find((page) => page.path === path);
