import { BRAND } from "@shared/brand";
import { NOT_FOUND_TITLE, PAGE_DESCRIPTIONS, type PublicPage } from "@shared/public-pages";
import { imageSrcSet, FEATURED_IMAGE_SIZES } from "@shared/schema/menu-images";
import type { BranchDto } from "@shared/schema/branches-forms";
import { scriptSafeJson } from "@shared/script-json";
import {
  escapeHtml,
  jobPostings,
  restaurantGraph,
  type MenuItemData,
  type OfferData,
  type PositionData,
} from "./structured-data";

/** Reads a public API path in-process (the cached JSON the API answers with). */
export type Read = <T>(path: string) => Promise<T>;

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${scriptSafeJson(value)}</script>`;

async function structuredData(page: PublicPage, origin: string, read: Read): Promise<string[]> {
  if (page.path === "/") {
    const [menu, offers, social, branches] = await Promise.all([
      read<MenuItemData[]>("/api/menu-items"),
      read<OfferData[]>("/api/offers"),
      read<{ url: string }[]>("/api/social-links"),
      read<BranchDto[]>("/api/branches"),
    ]);
    return [jsonLd(restaurantGraph(origin, { menu, offers, sameAs: social.map((link) => link.url), branches }))];
  }
  if (page.path === "/jobs") return jobPostings(origin, await read<PositionData[]>("/api/job-positions")).map(jsonLd);
  return [];
}

/** The picture a link preview shows: the first featured dish with a photo, else the brand image. */
async function previewImage(page: PublicPage, origin: string, read: Read): Promise<{ url: string; alt: string }> {
  if (page.path === "/") {
    const featured = await read<{ name: string; imageUrl: string | null }[]>("/api/menu-items/featured");
    const dish = featured.find((item) => item.imageUrl);
    if (dish?.imageUrl) return { url: origin + dish.imageUrl, alt: dish.name };
  }
  return { url: `${origin}/og-image.png`, alt: BRAND.name };
}

/**
 * The home page's largest picture on first view, on a phone and a desktop alike, is the first
 * featured dish in the hero (the offers start below the fold): asked for before anything else
 * the page needs, so it is not queued behind scripts and fonts.
 */
async function lcpPreload(page: PublicPage, read: Read): Promise<string[]> {
  if (page.path !== "/") return [];
  const featured = await read<{ imageUrl: string | null }[]>("/api/menu-items/featured");
  const first = featured.find((item) => item.imageUrl);
  const srcset = imageSrcSet(first?.imageUrl);
  if (!first?.imageUrl || !srcset) return [];
  return [
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(first.imageUrl)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${FEATURED_IMAGE_SIZES}">`,
  ];
}

/** Title, description, canonical link, Open Graph and Twitter tags and JSON-LD of one page. */
export async function pageHead(page: PublicPage | undefined, origin: string, read: Read): Promise<string> {
  if (!page) return [`<title>${escapeHtml(NOT_FOUND_TITLE)}</title>`, meta("name", "robots", "noindex")].join("\n");
  const url = origin + page.path;
  const description = PAGE_DESCRIPTIONS[page.path] ?? "";
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
    ...data,
  ].join("\n");
}
