import { BRAND } from "./brand";

/** A public page as its tab and link previews name it. */
export interface PublicPage {
  path: string;
  title: string;
}

// The server renders these (SPEC.md 2.1, plus the terms); everything else public is the English 404.
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", title: `${BRAND.name} – دجاج بروستد مقرمش في عمّان منذ ${BRAND.since}` },
  { path: "/jobs", title: `الوظائف – انضم إلى فريق ${BRAND.name}` },
  { path: "/win", title: `اربح معنا – السحب على جوائز ${BRAND.name}` },
  { path: "/submit-review", title: `أضف رأيك – ${BRAND.name}` },
  { path: "/submit-reel", title: `شارك فيديو – ${BRAND.name}` },
  { path: "/terms", title: `الشروط والأحكام – ${BRAND.name}` },
];

// Search results and link previews show these; the browser never needs them (kept out of its bundle).
export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "/": `${BRAND.name}: ${BRAND.tagline}. تصفّح القائمة والعروض وآراء العملاء وفيديوهاتهم، وتواصل مع فروعنا في عمّان.`,
  "/jobs": `قدّم طلب توظيف في ${BRAND.name} خطوة بخطوة: اختر المحافظة والمنطقة والوظيفة وأجب عن بعض الأسئلة.`,
  "/win": "أدخل رقم فاتورتك ورقم هاتفك وادخل السحب على جوائز فورية. احتفظ بالفاتورة الأصلية لاستلام جائزتك.",
  "/submit-review": `شاركنا رأيك بتجربتك في ${BRAND.name} وقيّمها من خمس نجوم. يُنشر رأيك بعد مراجعة الإدارة.`,
  "/submit-reel": "أرسل رابط فيديو عام لك في مطاعمنا من YouTube أو Facebook أو Instagram، ويُنشر بعد مراجعة الإدارة.",
  "/terms": `الشروط والأحكام الخاصة بالتقديم على الوظائف في ${BRAND.name}.`,
};

export const NOT_FOUND_TITLE = `Page Not Found – ${BRAND.name}`;

export const publicPage = (path: string): PublicPage | undefined => PUBLIC_PAGES.find((page) => page.path === path);
