import { describe, expect, it } from "vitest";
import {
  detectVideoPlatform,
  isAcceptedVideoUrl,
  withHttps,
  youtubeThumbnailUrl,
  youtubeVideoId,
} from "../../shared/video";
import { canPlayVideo, resolveVideo } from "../../shared/video-embed";
import { REEL_MESSAGES, submitReelSchema } from "../../shared/schema/reels-forms";

const YT = "https://www.youtube.com/embed/dQw4w9WgXcQ";

describe("YouTube links", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1234"],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ"],
    ["youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=Abc123xyz&t=10"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ"],
    ["https://youtube.com/shorts/dQw4w9WgXcQ?feature=share"],
    ["https://www.youtube.com/live/dQw4w9WgXcQ"],
  ])("%s becomes the embed of its video", (url) => {
    expect(detectVideoPlatform(url)).toBe("youtube");
    expect(youtubeVideoId(url)).toBe("dQw4w9WgXcQ");
    expect(resolveVideo(url, "youtube")).toEqual({ kind: "embed", platform: "youtube", embedUrl: YT });
  });

  it("gives the lazily loaded hqdefault thumbnail", () => {
    expect(youtubeThumbnailUrl("dQw4w9WgXcQ")).toBe("https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });

  it("a YouTube page without a video id plays as a plain video", () => {
    expect(youtubeVideoId("https://www.youtube.com/@BroastedChannel")).toBeNull();
    expect(resolveVideo("https://www.youtube.com/@BroastedChannel")).toEqual({
      kind: "file",
      src: "https://www.youtube.com/@BroastedChannel",
    });
  });
});

describe("Facebook links", () => {
  const plugin = (href: string) =>
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;

  it.each([
    ["https://www.facebook.com/BroastedJordan/videos/1234567890123456/"],
    ["https://www.facebook.com/watch/?v=1234567890123456"],
    ["https://m.facebook.com/watch/?v=1234567890123456"],
    ["https://www.facebook.com/reel/987654321098765"],
    ["https://www.facebook.com/share/v/1AbCdEfGhI/"],
    ["https://www.facebook.com/video.php?v=1234567890123456"],
    ["https://fb.watch/qRsTuV1wXy/"],
  ])("%s becomes Facebook's video plugin", (url) => {
    expect(detectVideoPlatform(url)).toBe("facebook");
    expect(resolveVideo(url, "facebook")).toEqual({ kind: "embed", platform: "facebook", embedUrl: plugin(url) });
  });

  it("prepends https to a bare facebook link before embedding it", () => {
    const source = resolveVideo("facebook.com/BroastedJordan/videos/1234567890123456");
    expect(source).toEqual({
      kind: "embed",
      platform: "facebook",
      embedUrl: plugin("https://facebook.com/BroastedJordan/videos/1234567890123456"),
    });
  });
});

describe("Instagram links", () => {
  it.each([
    ["https://www.instagram.com/p/C3xYz12AbCd/", "https://www.instagram.com/p/C3xYz12AbCd/embed"],
    ["https://instagram.com/p/C3xYz12AbCd/?igsh=MTc4MmM1YmI2Ng==", "https://www.instagram.com/p/C3xYz12AbCd/embed"],
    ["https://www.instagram.com/reel/C4aBcD_eF-g/", "https://www.instagram.com/reel/C4aBcD_eF-g/embed"],
    ["https://www.instagram.com/reels/C4aBcD_eF-g/", "https://www.instagram.com/reel/C4aBcD_eF-g/embed"],
    ["https://www.instagram.com/tv/B8kLmNoPqRs/", "https://www.instagram.com/p/B8kLmNoPqRs/embed"],
    ["https://www.instagram.com/broasted.jo/p/C3xYz12AbCd/", "https://www.instagram.com/p/C3xYz12AbCd/embed"],
  ])("%s becomes %s", (url, embedUrl) => {
    expect(detectVideoPlatform(url)).toBe("instagram");
    expect(resolveVideo(url, "instagram")).toEqual({ kind: "embed", platform: "instagram", embedUrl });
  });

  it("an Instagram profile is not a video: plain video", () => {
    expect(resolveVideo("https://www.instagram.com/broasted.jo/").kind).toBe("file");
  });
});

describe("other links and the upload platform", () => {
  it("plays anything else, or platform upload, as a plain video", () => {
    expect(detectVideoPlatform("https://cdn.example.com/clips/crispy.mp4")).toBe("upload");
    expect(resolveVideo("https://cdn.example.com/clips/crispy.mp4")).toEqual({
      kind: "file",
      src: "https://cdn.example.com/clips/crispy.mp4",
    });
    expect(resolveVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "upload")).toEqual({
      kind: "file",
      src: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
  });

  it("does not take look-alike hosts for the real platforms", () => {
    expect(detectVideoPlatform("https://notyoutube.com/watch?v=dQw4w9WgXcQ")).toBe("upload");
    expect(detectVideoPlatform("https://facebook.com.example.net/videos/1")).toBe("upload");
  });

  it("throws on a link that is not a URL at all (the player logs it and plays it plainly)", () => {
    expect(() => resolveVideo("http://")).toThrow();
  });
});

describe("the reel URL rule", () => {
  it("accepts known hosts, with or without a scheme, and any parsable web URL", () => {
    for (const url of [
      "youtube.com/watch?v=dQw4w9WgXcQ",
      "www.youtube.com/shorts/dQw4w9WgXcQ",
      "youtu.be/dQw4w9WgXcQ",
      "fb.watch/qRsTuV1wXy",
      "m.facebook.com/watch/?v=1234567890123456",
      "instagram.com/reel/C4aBcD_eF-g",
      "https://cdn.example.com/clips/crispy.mp4",
      "http://videos.example.org/a.mp4",
    ]) {
      expect(isAcceptedVideoUrl(url), url).toBe(true);
    }
  });

  it("refuses text that is neither a known host nor a URL", () => {
    for (const url of [
      "not a link",
      "my video",
      "example.com/a.mp4",
      "javascript:alert(1)",
      "data:video/mp4;base64,AAAA",
      "https://",
    ]) {
      expect(isAcceptedVideoUrl(url), url).toBe(false);
    }
  });

  it("prepends https only when there is no http prefix", () => {
    expect(withHttps("youtu.be/dQw4w9WgXcQ")).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(withHttps("  http://youtu.be/dQw4w9WgXcQ ")).toBe("http://youtu.be/dQw4w9WgXcQ");
    expect(withHttps("HTTPS://youtu.be/dQw4w9WgXcQ")).toBe("HTTPS://youtu.be/dQw4w9WgXcQ");
  });

  it("the contract normalises the link and replaces the platform with the derived one", () => {
    const parsed = submitReelSchema.parse({
      customerName: "سارة",
      videoUrl: " youtu.be/dQw4w9WgXcQ ",
      videoPlatform: "instagram",
      approved: true,
    });
    expect(parsed).toEqual({
      customerName: "سارة",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      videoPlatform: "youtube",
      isActive: true,
    });
  });

  it("gives its Arabic messages", () => {
    const empty = submitReelSchema.safeParse({ customerName: "سارة", videoUrl: "" });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([REEL_MESSAGES.urlRequired]);
    const bad = submitReelSchema.safeParse({ customerName: "سارة", videoUrl: "فيديو المطعم" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([REEL_MESSAGES.urlInvalid]);
  });
});

describe("TikTok and links that cannot play", () => {
  it("embeds a TikTok video by its number behind TikTok's player", () => {
    for (const url of [
      "https://www.tiktok.com/@broasted.jo/video/7312345678901234567?lang=ar",
      "tiktok.com/embed/v2/7312345678901234567",
      "https://m.tiktok.com/v/7312345678901234567.html",
    ]) {
      expect(resolveVideo(url)).toEqual({
        kind: "embed",
        platform: "tiktok",
        embedUrl: "https://www.tiktok.com/player/v1/7312345678901234567",
      });
    }
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.facebook.com/BroastedJordan/videos/1234567890123456/",
    "https://www.instagram.com/reel/C4aBcD_eF-g/",
    "https://www.tiktok.com/@broasted.jo/video/7312345678901234567",
    "https://cdn.example.com/clips/crispy.mp4",
  ])("plays %s", (url) => expect(canPlayVideo(url)).toBe(true));

  it.each([
    "https://example.com/",
    "https://www.tiktok.com/@broasted.jo",
    "https://vm.tiktok.com/ZMabc123/",
    "https://www.youtube.com/@broasted",
    "https://www.instagram.com/broasted.jo/",
    "not a link",
  ])("cannot play %s", (url) => expect(canPlayVideo(url)).toBe(false));
});
