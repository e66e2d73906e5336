import { htmlErrors, PUBLIC_PAGES } from "../../scripts/check-html.mjs";
import { fillSite } from "./site-content";
import { expect, SITE_WIDE, signIn, test, uniqueName } from "./support";

test(
  "every server-rendered public page is valid HTML (W3C Nu Html Checker), with every kind of content",
  SITE_WIDE,
  async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const { featured, position } = await fillSite(page.request, uniqueName("محتوى"));
    // The pages as a visitor's first request gets them (no session), after the saves above.
    await page.context().clearCookies();
    const documents: { name: string; html: string }[] = [];
    for (const path of PUBLIC_PAGES) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      documents.push({ name: path, html: await res.text() });
    }
    const html = (path: string) => documents.find((doc) => doc.name === path)!.html;
    expect(html("/")).toContain(featured);
    expect(html("/jobs")).toContain(position);
    expect(html("/win")).toContain("رقم الفاتورة");

    expect(htmlErrors(documents)).toBe("");
  },
);
