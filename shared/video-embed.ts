// Embed addresses for the player: kept apart from video.ts so that only the lazily loaded
// player chunk carries them (the home page needs video.ts for thumbnails, not this).
import type { VideoPlatform } from "./schema/enums";
import { detectVideoPlatform, hostMatches, withHttps, youtubeVideoId } from "./video";

const FACEBOOK_VIDEO_PATH = /\/(videos|watch|reel|share\/v|share\/r)(\/|$)|\/video\.php/;

/** Facebook's video plugin takes the public link itself; fb.watch short links are resolved by Facebook. */
function facebookEmbedUrl(parsed: URL): string | null {
  const host = parsed.hostname.toLowerCase();
  const isVideo = hostMatches(host, "fb.watch")
    ? parsed.pathname.length > 1
    : FACEBOOK_VIDEO_PATH.test(parsed.pathname);
  if (!isVideo) return null;
  const href = encodeURIComponent(parsed.toString());
  return `https://www.facebook.com/plugins/video.php?href=${href}&show_text=false`;
}

/** /p/<code>, /reel/<code>, /tv/<code>, also under a username (/name/p/<code>). */
function instagramEmbedUrl(parsed: URL): string | null {
  const segments = parsed.pathname.split("/").filter(Boolean);
  const index = segments.findIndex((s) => s === "p" || s === "reel" || s === "reels" || s === "tv");
  const code = index >= 0 ? segments[index + 1] : undefined;
  if (!code || !/^[A-Za-z0-9_-]+$/.test(code)) return null;
  const kind = segments[index] === "p" || segments[index] === "tv" ? "p" : "reel";
  return `https://www.instagram.com/${kind}/${code}/embed`;
}

export type VideoSource =
  | { kind: "embed"; platform: Exclude<VideoPlatform, "upload">; embedUrl: string }
  | { kind: "file"; src: string };

/**
 * How to play a link: an embed for YouTube, Facebook and Instagram video links, else a plain mp4.
 * Throws when the link is not a URL at all; the player logs that and plays it as a plain video.
 */
export function resolveVideo(url: string, platform?: VideoPlatform | null): VideoSource {
  const parsed = new URL(withHttps(url));
  const file: VideoSource = { kind: "file", src: parsed.toString() };
  if (platform === "upload") return file;
  switch (detectVideoPlatform(parsed.toString())) {
    case "youtube": {
      const id = youtubeVideoId(parsed.toString());
      return id ? { kind: "embed", platform: "youtube", embedUrl: `https://www.youtube.com/embed/${id}` } : file;
    }
    case "facebook": {
      const embedUrl = facebookEmbedUrl(parsed);
      return embedUrl ? { kind: "embed", platform: "facebook", embedUrl } : file;
    }
    case "instagram": {
      const embedUrl = instagramEmbedUrl(parsed);
      return embedUrl ? { kind: "embed", platform: "instagram", embedUrl } : file;
    }
    default:
      return file;
  }
}
