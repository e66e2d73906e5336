import { BRAND } from "@shared/brand";
import { heroDishes } from "@shared/featured-dishes";
import { NOT_FOUND_TITLE } from "@shared/public-pages";
import type { ServedPage } from "@shared/public-pages-served";
import { imageSrcSet, FEATURED_IMAGE_SIZES } from "@shared/schema/menu-images";
import { scriptSafeJson } from "@shared/script-json";
import type { PublicReader } from "@shared/ssr";
import { readPublic } from "./contract-read";
import { escapeHtml } from "../lib/escape-html";
import { jobPostings, restaurantGraph } from "./structured-data";

type Read = PublicReader;

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${scriptSafeJson(value)}</script>`;

async function structuredData(page: ServedPage, origin: string, read: Read): Promise<string[]> {
  if (page.head.includes("restaurant")) {
    const [menu, categories, offers, social, branches] = await Promise.all([
      readPublic(read, "menu", "list"),
      readPublic(read, "menu", "categories"),
      readPublic(read, "offers", "list"),
      readPublic(read, "social", "list"),
      readPublic(read, "branches", "list"),
    ]);
    return [
      jsonLd(restaurantGraph(origin, { menu, categories, offers, sameAs: social.map((link) => link.url), branches })),
    ];
  }
  if (page.head.includes("jobPostings")) {
    const positions = await readPublic(read, "recruitment", "positions");
    return jobPostings(origin, positions).map(jsonLd);
  }
  return [];
}

/** The home page's featured dishes, as the hero shows them. */
const featuredDishes = async (read: Read) => heroDishes((await readPublic(read, "menu", "shown")).dishes);

/** The picture a link preview shows: the first featured dish with a photo, else the brand image. */
async function previewImage(page: ServedPage, origin: string, read: Read): Promise<{ url: string; alt: string }> {
  if (page.head.includes("heroImage")) {
    const featured = await featuredDishes(read);
    const dish = featured[0];
    if (dish?.imageUrl) return { url: origin + dish.imageUrl, alt: dish.name };
  }
  return { url: `${origin}/og-image.png`, alt: BRAND.name };
}

/**
 * The home page's largest picture on first view, on a phone and a desktop alike, is the first
 * featured dish in the hero (the offers start below the fold): asked for before anything else
 * the page needs, so it is not queued behind scripts and fonts.
 */
async function lcpPreload(page: ServedPage, read: Read): Promise<string[]> {
  if (!page.head.includes("heroImage")) return [];
  const featured = await featuredDishes(read);
  const first = featured[0];
  const srcset = imageSrcSet(first?.imageUrl);
  if (!first?.imageUrl || !srcset) return [];
  return [
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(first.imageUrl)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${FEATURED_IMAGE_SIZES}">`,
  ];
}

/** Title, description, canonical link, Open Graph and Twitter tags and JSON-LD of one page. */
export async function pageHead(page: ServedPage | undefined, origin: string, read: Read): Promise<string> {
  if (!page) return [`<title>${escapeHtml(NOT_FOUND_TITLE)}</title>`, meta("name", "robots", "noindex")].join("\n");
  if (page.head.includes("noindex")) {
    return [`<title>${escapeHtml(page.title)}</title>`, meta("name", "robots", "noindex")].join("\n");
  }
  const url = origin + page.path;
  const { description } = page;
  const [image, data, preload] = await Promise.all([
    previewImage(page, origin, read),
    structuredData(page, origin, read),
    lcpPreload(page, read),
  ]);
  return [
    ...preload,
    `<title>${escapeHtml(page.title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", BRAND.name),
    meta("property", "og:locale", "ar_JO"),
    meta("property", "og:title", page.title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:image", image.url),
    meta("property", "og:image:alt", image.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", page.title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image.url),
    meta("name", "twitter:image:alt", image.alt),
    ...data,
  ].join("\n");
}
