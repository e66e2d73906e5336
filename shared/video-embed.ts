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

/**
 * A TikTok video's number, from /@name/video/<n>, /embed/v2/<n>, /player/v1/<n> or /v/<n>.html.
 * Short links (vm.tiktok.com/…) name no video until TikTok redirects them, so they cannot be embedded.
 */
function tiktokVideoId(parsed: URL): string | null {
  const match = /^\/(?:@[^/]+\/video|embed(?:\/v2)?|player\/v1|v)\/(\d{8,25})(?:\.html)?\/?$/.exec(parsed.pathname);
  return match ? match[1] : null;
}

export type VideoSource =
  | { kind: "embed"; platform: Exclude<VideoPlatform, "upload">; embedUrl: string }
  | { kind: "file"; src: string };

/**
 * How to play a link: an embed for YouTube, Facebook, Instagram and TikTok video links, else a plain mp4.
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
    case "tiktok": {
      const id = tiktokVideoId(parsed);
      return id ? { kind: "embed", platform: "tiktok", embedUrl: `https://www.tiktok.com/player/v1/${id}` } : file;
    }
    default:
      return file;
  }
}

// A plain video file a <video> element plays: what an "uploaded" reel must be.
const VIDEO_FILE = /\.(mp4|webm|m4v)$/i;

/**
 * Whether a reel's link can play on the site: a video the platforms' players embed, or a plain video
 * file. A page, a profile, a short link or any other address cannot, and is never shown to visitors.
 */
export function canPlayVideo(url: string): boolean {
  try {
    const source = resolveVideo(url);
    return (
      source.kind === "embed" ||
      (/^https?:$/.test(new URL(source.src).protocol) && VIDEO_FILE.test(new URL(source.src).pathname))
    );
  } catch {
    return false;
  }
}
