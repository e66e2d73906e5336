/** The parts a server-rendered page's bytes are spent on, in bytes of UTF-8 (uncompressed). */
export interface HtmlParts {
  total: number;
  /** The `<div id="root">` markup React rendered. */
  markup: number;
  /** The query cache handed to the browser (`<script id="ssr-state">`). */
  state: number;
  /** Every `<script type="application/ld+json">` element. */
  jsonLd: number;
  /** Every inline `<style>` element. */
  css: number;
  /** Everything else: the head's meta tags, links and the template. */
  rest: number;
  /** How many of each the page carries. */
  counts: { state: number; jsonLd: number; css: number };
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

const elements = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);

export function htmlParts(html: string): HtmlParts {
  const state = elements(html, /<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/g);
  const jsonLd = elements(html, /<script type="application\/ld\+json">[\s\S]*?<\/script>/g);
  const css = elements(html, /<style>[\s\S]*?<\/style>/g);
  const start = html.indexOf('<div id="root">');
  // The root's closing tag is the last one before the state script (or the body's end).
  const after = state[0] ? html.indexOf(state[0]) : html.indexOf("</body>");
  const end = html.lastIndexOf("</div>", after);
  const markup = start >= 0 && end > start ? html.slice(start, end + "</div>".length) : "";
  const sum = (list: string[]) => list.reduce((total, part) => total + bytes(part), 0);
  const total = bytes(html);
  const parts = { markup: bytes(markup), state: sum(state), jsonLd: sum(jsonLd), css: sum(css) };
  return {
    total,
    ...parts,
    rest: total - parts.markup - parts.state - parts.jsonLd - parts.css,
    counts: { state: state.length, jsonLd: jsonLd.length, css: css.length },
  };
}
