import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminReelCard } from "../../client/src/features/reels/components/admin-reel-card";

const reel = (videoUrl: string) => ({
  id: "0b6f2a51-1c1e-4a8b-9d3e-2f7a1c9b4e10",
  customerName: "سارة",
  videoUrl,
  videoPlatform: "upload" as const,
  approved: false,
  isActive: true,
  createdAt: "2026-11-20T10:00:00.000Z",
});

const render = (videoUrl: string) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AdminReelCard reel={reel(videoUrl)} onPreview={() => {}} />
    </QueryClientProvider>,
  );

describe("a reel's card in the dashboard", () => {
  it("flags a stored link that cannot play «رابط لا يمكن تشغيله» and offers no approval", () => {
    const html = render("https://example.com/");
    expect(html).toContain("رابط لا يمكن تشغيله");
    expect(html).not.toContain("اعتماد ريل");
  });

  it("offers approval for a link that plays, without the flag", () => {
    const html = render("https://www.tiktok.com/@broasted.jo/video/7312345678901234567");
    expect(html).not.toContain("رابط لا يمكن تشغيله");
    expect(html).toContain("اعتماد ريل سارة");
  });
});
