// Video links as visitors paste them: shared by the server (videoPlatform) and the client (player, preview).
// Pure string and URL work only: no DOM, no Node APIs.
import type { VideoPlatform } from "./schema/reels";

const hostMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

const YOUTUBE_HOSTS = ["youtube.com", "youtu.be", "youtube-nocookie.com"];
const FACEBOOK_HOSTS = ["facebook.com", "fb.watch", "fb.com"];
const INSTAGRAM_HOSTS = ["instagram.com"];

/** The hosts SPEC.md 5 accepts by substring, even before the link parses as a URL. */
const ACCEPTED_FRAGMENTS = ["youtube.com", "youtu.be", "facebook.com", "fb.watch", "instagram.com"];

const HAS_HTTP = /^https?:\/\//i;

/** "youtube.com/watch?v=x" -> "https://youtube.com/watch?v=x"; links with http(s) stay as typed. */
export function withHttps(input: string): string {
  const url = input.trim();
  return HAS_HTTP.test(url) ? url : `https://${url.replace(/^\/+/, "")}`;
}

/** SPEC.md 5 reel rule: contains a known host, or parses as a URL (and ends up a web address once https is added). */
export function isAcceptedVideoUrl(input: string): boolean {
  const raw = input.trim();
  if (raw === "") return false;
  const lower = raw.toLowerCase();
  const known = ACCEPTED_FRAGMENTS.some((fragment) => lower.includes(fragment));
  if (!known && tryUrl(raw) === null) return false;
  // Whatever the rule lets through is later put in an iframe or <video src>: it must be an http(s) address.
  const final = tryUrl(withHttps(raw));
  return final !== null && (final.protocol === "https:" || final.protocol === "http:") && final.hostname.includes(".");
}

function tryUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function hostOf(url: string): string | null {
  return tryUrl(withHttps(url))?.hostname.toLowerCase() ?? null;
}

/** youtube, facebook, instagram from the host; anything else is an uploaded (plain) video. */
export function detectVideoPlatform(url: string): VideoPlatform {
  const host = hostOf(url);
  if (host === null) {
    const lower = url.toLowerCase();
    if (lower.includes("youtube.com") || lower.includes("youtu.be")) return "youtube";
    if (lower.includes("facebook.com") || lower.includes("fb.watch")) return "facebook";
    if (lower.includes("instagram.com")) return "instagram";
    return "upload";
  }
  if (YOUTUBE_HOSTS.some((d) => hostMatches(host, d))) return "youtube";
  if (FACEBOOK_HOSTS.some((d) => hostMatches(host, d))) return "facebook";
  if (INSTAGRAM_HOSTS.some((d) => hostMatches(host, d))) return "instagram";
  return "upload";
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character id of watch, youtu.be, embed, shorts, live and /v/ links; null when there is none. */
export function youtubeVideoId(url: string): string | null {
  const parsed = new URL(withHttps(url));
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (hostMatches(host, "youtu.be")) {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.some((d) => hostMatches(host, d))) {
    if (segments[0] === "watch") candidate = parsed.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

export const youtubeThumbnailUrl = (id: string) => `https://img.youtube.com/vi/${id}/hqdefault.jpg`;

const FACEBOOK_VIDEO_PATH = /\/(videos|watch|reel|share\/v|share\/r)(\/|$)|\/video\.php/;

/** Facebook's video plugin takes the public link itself; fb.watch short links are resolved by Facebook. */
function facebookEmbedUrl(parsed: URL): string | null {
  const host = parsed.hostname.toLowerCase();
  const isVideo = hostMatches(host, "fb.watch") ? parsed.pathname.length > 1 : FACEBOOK_VIDEO_PATH.test(parsed.pathname);
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

export const platformLabels: Record<VideoPlatform, string> = {
  youtube: "YouTube",
  facebook: "Facebook",
  instagram: "Instagram",
  upload: "فيديو مرفوع",
};
