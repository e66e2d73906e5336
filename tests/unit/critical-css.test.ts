import { describe, expect, it } from "vitest";
import { criticalCss } from "../../server/public-site/critical-css";

const CSS = [
  "@layer theme,base,utilities;",
  '@layer theme{:root,:host{--color-red:red;--color-blue:blue;--font-sans:var(--font-arabic);--font-arabic:"Cairo";--unused:1px}}',
  "@layer base{*,:before{box-sizing:border-box}body{font-family:var(--font-sans)}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.md\\:flex{@media (width>=48rem){display:flex}}",
  ".w-1\\/2{width:50%}.text-red{color:var(--color-red)}.text-blue{color:var(--color-blue)}",
  ".space-y-2>:not(:last-child){margin-block:.5rem}.peer:checked~.peer-checked\\:block{display:block}",
  '.before\\:content-\\[\\"\\{\\"\\]:before{content:"{"}.a,.b{order:1}.x:not(.y){order:2}',
  "@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}",
  ".shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}}",
  '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}',
  "@font-face{font-family:Cairo;src:url(/a.woff2)}@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

const page = (classes: string, extra = "") => `<html><body><div class="${classes}"${extra}></div></body></html>`;

describe("critical CSS", () => {
  it("keeps rules whose classes are on the page and drops the rest", () => {
    const css = criticalCss(CSS, page("flex text-red w-1/2 sm:grid"));
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".w-1\\/2{width:50%}");
    expect(css).toContain("@media (width>=40rem){.sm\\:grid{display:grid}}");
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain("sm\\:hidden");
    expect(css).not.toContain(".text-blue");
  });

  it("keeps rules with no class, at-rules that are not groups, and statements", () => {
    const css = criticalCss(CSS, page(""));
    expect(css).toContain("@layer theme,base,utilities;");
    expect(css).toContain("*,:before{box-sizing:border-box}");
    expect(css).toContain("@font-face{font-family:Cairo;src:url(/a.woff2)}");
    expect(css).toContain("@keyframes spin{to{transform:rotate(1turn)}}");
    expect(css).not.toContain("@media (width>=40rem)");
  });

  it("needs only the classes outside :not() and friends, any selector of a list, and reads escapes and entities", () => {
    const css = criticalCss(CSS, page("space-y-2 peer-checked:block b x before:content-[&quot;{&quot;]"));
    expect(css).toContain(".space-y-2>:not(:last-child){margin-block:.5rem}");
    expect(css).not.toContain(".peer:checked~");
    expect(css).toContain(".a,.b{order:1}");
    expect(css).toContain(".x:not(.y){order:2}");
    expect(css).toContain('content:"{"');
  });

  it("keeps a nested rule whole when its class is used", () => {
    expect(criticalCss(CSS, page("md:flex"))).toContain(".md\\:flex{@media (width>=48rem){display:flex}}");
  });

  it("keeps only the theme variables and registered properties something reads", () => {
    const css = criticalCss(CSS, page("text-red shadow"));
    expect(css).toContain("--color-red:red");
    expect(css).toContain('--font-sans:var(--font-arabic);--font-arabic:"Cairo"');
    expect(css).not.toContain("--color-blue");
    expect(css).not.toContain("--unused");
    expect(css).toContain("@property --tw-shadow");
    expect(css).not.toContain("@property --tw-ring");
  });

  it("keeps a variable an inline style reads", () => {
    expect(criticalCss(CSS, page("", ' style="color:var(--color-blue)"'))).toContain("--color-blue:blue");
  });

  it("needs the classes inside a :where() of one selector, as Tailwind's spacing utilities are written", () => {
    const rules = ":where(.space-y-4>:not(:last-child)){margin-block:1rem}:where(.a,.b) .c{order:3}";
    expect(criticalCss(rules, page("flex"))).toBe("");
    expect(criticalCss(rules, page("space-y-4 c"))).toBe(
      ":where(.space-y-4>:not(:last-child)){margin-block:1rem}:where(.a,.b) .c{order:3}",
    );
  });

  it("drops reset rules for elements the page does not have, keeping those it has", () => {
    const reset =
      "@layer base{table{border-collapse:collapse}code,kbd{font-family:mono}ol,ul{list-style:none}" +
      "abbr:where([title]){text-decoration:underline}:where(select:is([multiple],[size])) optgroup{font-weight:bolder}" +
      "::placeholder{opacity:1}[hidden]:where(:not([hidden=until-found])){display:none}}";
    const css = criticalCss(reset, "<html><body><ul><li>a</li></ul><input placeholder=x></body></html>");
    expect(css).toBe(
      "@layer base{ol,ul{list-style:none}::placeholder{opacity:1}[hidden]:where(:not([hidden=until-found])){display:none}}",
    );
  });

  it("drops the rules of form-control parts no input on the page has, keeping those of the inputs it has", () => {
    const css =
      "@layer base{::file-selector-button{margin-inline-end:4px}::-webkit-date-and-time-value{min-height:1lh}" +
      "::-webkit-datetime-edit,::-webkit-datetime-edit-year-field{padding-block:0}" +
      "::-webkit-inner-spin-button,::-webkit-outer-spin-button{height:auto}::-webkit-search-decoration{-webkit-appearance:none}" +
      "::placeholder{opacity:1}}";
    expect(criticalCss(css, '<html><body><input id="q" type="search"></body></html>')).toBe(
      "@layer base{::-webkit-search-decoration{-webkit-appearance:none}::placeholder{opacity:1}}",
    );
    expect(criticalCss(css, '<html><body><input type="file"><input class="x" type="date"></body></html>')).toBe(
      "@layer base{::file-selector-button{margin-inline-end:4px}::-webkit-date-and-time-value{min-height:1lh}" +
        "::-webkit-datetime-edit,::-webkit-datetime-edit-year-field{padding-block:0}" +
        "::-webkit-inner-spin-button,::-webkit-outer-spin-button{height:auto}::placeholder{opacity:1}}",
    );
  });
});
