// Video links as visitors paste them: shared by the server (videoPlatform) and the client (player, preview).
// Pure string and URL work only: no DOM, no Node APIs.
import type { VideoPlatform } from "./schema/enums";

export const hostMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

const YOUTUBE_HOSTS = ["youtube.com", "youtu.be", "youtube-nocookie.com"];
const FACEBOOK_HOSTS = ["facebook.com", "fb.watch", "fb.com"];
const INSTAGRAM_HOSTS = ["instagram.com"];
const TIKTOK_HOSTS = ["tiktok.com"];

/** The hosts a reel link is accepted from by substring, even before the link parses as a URL. */
const ACCEPTED_FRAGMENTS = ["youtube.com", "youtu.be", "facebook.com", "fb.watch", "instagram.com", "tiktok.com"];

const HAS_HTTP = /^https?:\/\//i;

/** "youtube.com/watch?v=x" -> "https://youtube.com/watch?v=x"; links with http(s) stay as typed. */
export function withHttps(input: string): string {
  const url = input.trim();
  return HAS_HTTP.test(url) ? url : `https://${url.replace(/^\/+/, "")}`;
}

/** A reel link: contains a known host, or parses as a URL (and ends up a web address once https is added). */
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

/** youtube, facebook, instagram, tiktok from the host; anything else is an uploaded (plain) video. */
export function detectVideoPlatform(url: string): VideoPlatform {
  const host = hostOf(url);
  if (host === null) {
    const lower = url.toLowerCase();
    if (lower.includes("youtube.com") || lower.includes("youtu.be")) return "youtube";
    if (lower.includes("facebook.com") || lower.includes("fb.watch")) return "facebook";
    if (lower.includes("instagram.com")) return "instagram";
    if (lower.includes("tiktok.com")) return "tiktok";
    return "upload";
  }
  if (YOUTUBE_HOSTS.some((d) => hostMatches(host, d))) return "youtube";
  if (FACEBOOK_HOSTS.some((d) => hostMatches(host, d))) return "facebook";
  if (INSTAGRAM_HOSTS.some((d) => hostMatches(host, d))) return "instagram";
  if (TIKTOK_HOSTS.some((d) => hostMatches(host, d))) return "tiktok";
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

export const platformLabels: Record<VideoPlatform, string> = {
  youtube: "YouTube",
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  upload: "فيديو مرفوع",
};
