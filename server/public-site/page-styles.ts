import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { DEFERRED_STYLE_ATTRIBUTE } from "@shared/ssr";

/**
 * The build's stylesheets, inlined. On a phone's connection the round trip for a render-blocking
 * file costs more than its compressed kilobytes; a server-rendered page goes further and inlines only
 * the rules its markup uses (Beasties matches each rule against the page); the whole file, for what
 * the page shows once its code runs, is linked disabled, which the browser does not fetch until the
 * client enables it: it comes with the code, after the first paint, and does not share the phone's
 * line with the page and its first picture.
 */
export function pageStyles(template: string, publicDir: string) {
  const hrefs: string[] = [];
  const inlined = template.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (tag, href: string) => {
      const file = path.join(publicDir, href);
      if (!fs.existsSync(file)) return tag;
      hrefs.push(href);
      return styleTag(fs.readFileSync(file, "utf8"));
    },
  );
  const deferred = hrefs
    .map((href) => `<link rel="stylesheet" href="${href}" disabled ${DEFERRED_STYLE_ATTRIBUTE}>`)
    .join("");
  const beasties = new Beasties({
    // The stylesheets are inlined already, and the server preloads the page's fonts itself.
    external: false,
    inlineFonts: true,
    preloadFonts: false,
    mergeStylesheets: false,
    keyframes: "critical",
    // Selectors Beasties cannot match and would drop, kept whole: pseudo-elements alone
    // (::placeholder, ::-webkit-search-decoration: the form controls they style are drawn before the
    // code runs), and Tailwind's spacing utilities, written `:where(.space-y-3>:not(:last-child))`.
    allowRules: [/^(::?[\w-]+(\([^)]*\))?)+$/, /^:where\(/],
    logLevel: "silent",
  });
  return {
    /** The template with every stylesheet inlined whole (the browser-rendered dashboard's shell). */
    template: inlined,
    /** A rendered page with its inlined stylesheets cut to the rules its markup uses, the whole ones linked after. */
    async critical(page: string): Promise<string> {
      if (!hrefs.length) return page;
      const reduced = await beasties.process(page);
      return reduced.replace("</head>", () => `${deferred}</head>`);
    },
  };
}

function styleTag(css: string): string {
  return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
}
