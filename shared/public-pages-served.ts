import { BRAND } from "./brand";
import { ORDER_STATUS_PAGE, PUBLIC_PAGES, type PublicPage, type PublicPath, publicPage } from "./public-pages";

// The server's and the build's half of the public page table (the browser's half, with the path,
// title and reads, is shared/public-pages.ts): what the head says, what the page loads, and its
// script budget. Every page has the phone budget: a form page's form (zod and its messages,
// react-hook-form, Radix fields) is a chunk of its own that hydrates after the page is on screen
// (components/public/deferred-form.tsx), so the first script is the shell's. No page carries
// drizzle (`npm run deps:check`). scripts/public-pages.mjs reads this
// file for the build scripts.

/**
 * What a page's head carries besides its title, description and preview tags:
 * - heroImage: the first featured dish's photo is the link preview and is preloaded first;
 * - restaurant: the chain, its branches and its menu as JSON-LD;
 * - jobPostings: one JSON-LD JobPosting per open position;
 * - noindex: a private page (an order's status): title and robots noindex only, no canonical or preview.
 */
export type HeadExtra = "heroImage" | "restaurant" | "jobPostings" | "noindex";

interface Serving {
  /** Search results and link previews show it. */
  readonly description: string;
  /**
   * The module the page's component is loaded from on demand, as Vite's manifest names it
   * (the router's lazy import of it); absent for a page drawn by the first bundle.
   */
  readonly module?: string;
  readonly head: readonly HeadExtra[];
  /** The page holds a form; sent without script (a plain POST to the page), it returns to the page. */
  readonly form?: boolean;
  /**
   * Gzipped KB (1 KB = 1024 bytes) of script the page needs before it is interactive: the entry
   * with its static imports, plus the page's module and its imports.
   */
  readonly scriptBudgetKb: number;
  /**
   * Modules the page fetches right after it hydrates, without a tap (a form page's form): reported
   * beside the budget.
   */
  readonly deferredModules?: readonly string[];
}

// A form page's first script: the shared entry (86 KB, with the header's ordering link and the open
// branches every page reads) and the page's frame; its form comes after the page is drawn. Two KB
// over the home page's 100, which the entry is worth trimming back to.
const FORM_PAGE_BUDGET_KB = 102;

const SERVING = {
  "/": {
    description: `${BRAND.name}: ${BRAND.tagline}. تصفّح القائمة والعروض وآراء العملاء وفيديوهاتهم، وتواصل مع فروعنا في عمّان.`,
    head: ["heroImage", "restaurant"],
    scriptBudgetKb: 100,
    // The carousels' Embla code and the sections below the fold, split off the first script.
    deferredModules: [
      "src/components/ui/carousel.tsx",
      "src/features/menu/components/menu-section.tsx",
      "src/features/branches/components/branches-section.tsx",
      "src/features/reviews/components/reviews-section.tsx",
      "src/features/reels/components/reels-section.tsx",
    ],
  },
  "/jobs": {
    description: `قدّم طلب توظيف في ${BRAND.name} خطوة بخطوة: اختر المحافظة والمنطقة والوظيفة وأجب عن بعض الأسئلة.`,
    module: "src/features/recruitment/components/jobs-page.tsx",
    head: ["jobPostings"],
    form: true,
    scriptBudgetKb: FORM_PAGE_BUDGET_KB,
    deferredModules: ["src/features/recruitment/components/job-application.tsx"],
  },
  "/jobs/status": {
    description: `تابع طلب توظيفك في ${BRAND.name}: أدخل رقم الطلب ورقم الهاتف الذي قدّمت به لتعرف أين وصل.`,
    module: "src/features/recruitment/components/application-status-page.tsx",
    head: [],
    form: true,
    scriptBudgetKb: 100,
    deferredModules: ["src/features/recruitment/components/application-status-form.tsx"],
  },
  "/win": {
    description: "أدخل رقم فاتورتك ورقم هاتفك وادخل السحب على جوائز فورية. احتفظ بالفاتورة الأصلية لاستلام جائزتك.",
    module: "src/features/lottery/components/win-page.tsx",
    head: [],
    form: true,
    scriptBudgetKb: FORM_PAGE_BUDGET_KB,
    deferredModules: ["src/features/lottery/components/win-form.tsx"],
  },
  "/submit-review": {
    description: `شاركنا رأيك بتجربتك في ${BRAND.name} وقيّمها من خمس نجوم. يُنشر رأيك بعد مراجعة الإدارة.`,
    module: "src/features/reviews/components/submit-review-page.tsx",
    head: [],
    form: true,
    scriptBudgetKb: 100,
    deferredModules: ["src/features/reviews/components/submit-review-form.tsx"],
  },
  "/submit-reel": {
    description:
      "أرسل رابط فيديو عام لك في مطاعمنا من YouTube أو Facebook أو Instagram أو TikTok، ويُنشر بعد مراجعة الإدارة.",
    module: "src/features/reels/components/submit-reel-page.tsx",
    head: [],
    form: true,
    scriptBudgetKb: FORM_PAGE_BUDGET_KB,
    deferredModules: ["src/features/reels/components/submit-reel-form.tsx"],
  },
  "/terms": {
    description: `الشروط والأحكام الخاصة بالتقديم على الوظائف في ${BRAND.name}.`,
    module: "src/features/terms/components/terms-page.tsx",
    head: [],
    scriptBudgetKb: 100,
  },
  "/order": {
    description: `اطلب من ${BRAND.name} واستلم من الفرع في الوقت الذي تختاره، والدفع عند الاستلام.`,
    module: "src/features/orders/components/order-page.tsx",
    head: [],
    scriptBudgetKb: 100,
    // The checkout form, loaded once the cart holds a dish (the page is drawn with the empty cart).
    deferredModules: ["src/features/orders/components/order-checkout.tsx"],
  },
} as const satisfies Record<PublicPath, Serving>;

const ORDER_STATUS_SERVED: ServedPage = {
  ...ORDER_STATUS_PAGE,
  description: "حالة طلبك للاستلام من الفرع.",
  module: "src/features/orders/components/order-status-page.tsx",
  head: ["noindex"],
  scriptBudgetKb: 100,
};

/** The pages that answer a pattern of paths rather than one path (an order's status), outside the sitemap. */
export const PATTERN_PAGES: readonly ServedPage[] = [ORDER_STATUS_SERVED];

/** A public page with both halves: what the server renders and the build measures. */
export type ServedPage = PublicPage & Serving;

/** Every public page, in the table's order, with both halves. */
export const SERVED_PAGES: readonly ServedPage[] = PUBLIC_PAGES.map((page) => ({ ...page, ...SERVING[page.path] }));

export const servedPage = (path: string): ServedPage | undefined =>
  SERVED_PAGES.find((page) => page.path === path) ??
  (publicPage(path) === ORDER_STATUS_PAGE ? ORDER_STATUS_SERVED : undefined);
