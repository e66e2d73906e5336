import fs from "node:fs";
import path from "node:path";
import { DEFERRED_STYLE_ATTRIBUTE } from "@shared/ssr";
import { criticalCss, parseCss } from "./critical-css";

interface Sheet {
  href: string;
  inline: string;
  nodes: ReturnType<typeof parseCss>;
}

/**
 * The build's stylesheets, inlined. On a phone's connection the round trip for a render-blocking
 * file costs more than its compressed kilobytes; a server-rendered page goes further and inlines only
 * the rules its markup uses; the whole file, for what the page shows once its code runs, is linked
 * disabled, which the browser does not fetch until the client enables it: it comes with the code,
 * after the first paint, and does not share the phone's line with the page and its first picture.
 */
export function pageStyles(template: string, publicDir: string) {
  const sheets: Sheet[] = [];
  const inlined = template.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (tag, href: string) => {
      const file = path.join(publicDir, href);
      if (!fs.existsSync(file)) return tag;
      const css = fs.readFileSync(file, "utf8");
      const sheet = { href, inline: styleTag(css), nodes: parseCss(css) };
      sheets.push(sheet);
      return sheet.inline;
    },
  );
  return {
    /** The template with every stylesheet inlined whole (the browser-rendered dashboard's shell). */
    template: inlined,
    /** A rendered page with each whole inlined stylesheet swapped for its critical part. */
    critical(page: string): string {
      return sheets.reduce(
        (html, sheet) =>
          html.replace(
            sheet.inline,
            () =>
              `${styleTag(criticalCss(sheet.nodes, page))}<link rel="stylesheet" href="${sheet.href}" disabled ${DEFERRED_STYLE_ATTRIBUTE}>`,
          ),
        page,
      );
    },
  };
}

function styleTag(css: string): string {
  return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
}
