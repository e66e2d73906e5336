import { PUBLIC_PAGES } from "@shared/public-pages";
import { escapeHtml } from "../lib/escape-html";

/** robots.txt: everything public may be crawled, the dashboard and the API may not. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** sitemap.xml of the public pages, each dated by the last change to the content. */
export function sitemapXml(origin: string, lastChange: Date): string {
  const lastmod = lastChange.toISOString();
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${escapeHtml(origin + page.path)}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
