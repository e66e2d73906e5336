import { BRAND } from "./brand";

/** A public page as search engines and link previews see it. */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

// The server renders these (SPEC.md 2.1, plus the terms); everything else public is the English 404.
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: "/",
    title: `${BRAND.name} – دجاج بروستد مقرمش في عمّان منذ ${BRAND.since}`,
    description: `${BRAND.name}: ${BRAND.tagline}. تصفّح القائمة والعروض وآراء العملاء وفيديوهاتهم، وتواصل مع فروعنا في عمّان.`,
  },
  {
    path: "/jobs",
    title: `الوظائف – انضم إلى فريق ${BRAND.name}`,
    description: `قدّم طلب توظيف في ${BRAND.name} خطوة بخطوة: اختر المحافظة والمنطقة والوظيفة وأجب عن بعض الأسئلة.`,
  },
  {
    path: "/win",
    title: `اربح معنا – السحب على جوائز ${BRAND.name}`,
    description: "أدخل رقم فاتورتك ورقم هاتفك وادخل السحب على جوائز فورية. احتفظ بالفاتورة الأصلية لاستلام جائزتك.",
  },
  {
    path: "/submit-review",
    title: `أضف رأيك – ${BRAND.name}`,
    description: `شاركنا رأيك بتجربتك في ${BRAND.name} وقيّمها من خمس نجوم. يُنشر رأيك بعد مراجعة الإدارة.`,
  },
  {
    path: "/submit-reel",
    title: `شارك فيديو – ${BRAND.name}`,
    description: "أرسل رابط فيديو عام لك في مطاعمنا من YouTube أو Facebook أو Instagram، ويُنشر بعد مراجعة الإدارة.",
  },
  {
    path: "/terms",
    title: `الشروط والأحكام – ${BRAND.name}`,
    description: `الشروط والأحكام الخاصة بالتقديم على الوظائف في ${BRAND.name}.`,
  },
];

export const NOT_FOUND_TITLE = `Page Not Found – ${BRAND.name}`;

export const publicPage = (path: string): PublicPage | undefined => PUBLIC_PAGES.find((page) => page.path === path);
