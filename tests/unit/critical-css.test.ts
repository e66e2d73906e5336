import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageStyles } from "../../server/public-site/page-styles";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "critical-"));
afterAll(() => fs.rmSync(dir, { recursive: true }));

/** The page as the server sends it when the build's stylesheet is `css`. */
async function rendered(css: string, body: string): Promise<string> {
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(dir, "assets/site.css"), css);
  const styles = pageStyles('<html><head><link rel="stylesheet" href="/assets/site.css"></head></html>', dir);
  return styles.critical(styles.template.replace("</html>", `<body>${body}</body></html>`));
}

/** The rules the page inlines. */
const criticalCss = async (css: string, body: string) =>
  (await rendered(css, body)).match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";

const CSS = [
  "@layer theme,base,utilities;",
  '@layer theme{:root,:host{--color-red:red;--font-arabic:"Cairo"}}',
  "@layer base{*,:before{box-sizing:border-box}html{font-family:Cairo,system-ui}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.md\\:flex{@media (width>=48rem){display:flex}}",
  ".w-1\\/2{width:50%}.text-red{color:var(--color-red)}.a,.b{order:1}.x:not(.y){order:2}",
  "@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}}",
  "@font-face{font-family:Cairo;src:url(/a.woff2)}@font-face{font-family:Other;src:url(/b.woff2)}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

describe("critical CSS", () => {
  it("keeps rules whose classes are on the page and drops the rest", async () => {
    const css = await criticalCss(CSS, '<div class="flex text-red w-1/2 sm:grid"></div>');
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".w-1\\/2{width:50%}");
    expect(css).toContain("@media (width>=40rem){.sm\\:grid{display:grid}}");
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain("sm\\:hidden");
  });

  it("keeps the base rules, the layer order and the faces of the font the page is set in, not other fonts or unused animations", async () => {
    const css = await criticalCss(CSS, "<p>نص</p>");
    expect(css).toContain("@layer theme,base,utilities;");
    expect(css).toContain("*,:before{box-sizing:border-box}");
    expect(css).toContain("--color-red:red");
    expect(css).toContain("@font-face{font-family:Cairo;src:url(/a.woff2)}");
    expect(css).not.toContain("Other");
    expect(css).not.toContain("@keyframes spin");
  });

  it("keeps the selectors of a list that match, and reads :not()", async () => {
    const css = await criticalCss(CSS, '<i class="b"></i><i class="x"></i>');
    expect(css).toContain(".b{order:1}");
    expect(css).not.toContain(".a,");
    expect(css).toContain(".x:not(.y){order:2}");
  });

  it("keeps a nested rule whole when its class is used", async () => {
    expect(await criticalCss(CSS, '<i class="md:flex"></i>')).toContain(
      ".md\\:flex{@media (width>=48rem){display:flex}}",
    );
  });

  it("keeps what form controls' own parts need, which no element names", async () => {
    const reset =
      "@layer base{::placeholder{opacity:1}::-webkit-search-decoration{-webkit-appearance:none}table{border-collapse:collapse}ul{list-style:none}}";
    const css = await criticalCss(reset, '<ul><li>a</li></ul><input type="search" placeholder="x">');
    expect(css).toContain("::placeholder{opacity:1}");
    expect(css).toContain("::-webkit-search-decoration{-webkit-appearance:none}");
    expect(css).toContain("ul{list-style:none}");
    expect(css).not.toContain("table{");
  });

  it("links the whole stylesheet after the inlined rules, disabled until the page's code enables it", async () => {
    const html = await rendered(CSS, '<div class="flex"></div>');
    expect(html).toMatch(
      /<\/style><link rel="stylesheet" href="\/assets\/site.css" disabled data-deferred-style><\/head>/,
    );
    expect(html).toContain('<div class="flex"></div>');
  });
});
