import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { createQueryClient } from "../../client/src/lib/query-client";
import { siteSettingsQuery } from "../../client/src/features/site-settings/api/site-settings-queries";

// The home page will be prerendered on the server: importing and rendering it must not touch the browser.
describe("home page on the server", () => {
  it("imports and renders to HTML without window or document", async () => {
    expect(typeof window).toBe("undefined");
    const { HomePage } = await import("../../client/src/app/routes/home");
    const queryClient = createQueryClient();
    queryClient.setQueryData(siteSettingsQuery().queryKey, {
      showLotteryPopup: false,
      showMenuLink: true,
      showJobsLink: false,
      showLotteryLink: true,
      showReviewsLink: true,
      showReelsLink: true,
      orderAhead: true,
    });
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <Router ssrPath="/">
          <HomePage />
        </Router>
      </QueryClientProvider>,
    );
    for (const id of ["home", "offers", "menu", "contact", "reviews", "reels"]) expect(html).toContain(`id="${id}"`);
    expect(html).toContain("اربح معنا");
    expect(html).not.toContain(">الوظائف<");
  });
});
