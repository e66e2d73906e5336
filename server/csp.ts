import type { Env } from "./env";
import { PAGE_SHELL_HASH } from "./public-site/page-shell";

// Only the video platforms' players and thumbnails come from outside, and only when a visitor views them.
const EMBED_FRAMES = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://www.facebook.com",
  "https://www.instagram.com",
];
const THUMBNAILS = ["https://img.youtube.com", "https://i.ytimg.com"];

/** Where the browser may PUT uploads besides this site: the S3 endpoint when images live in S3. */
export function uploadOrigins(env: Pick<Env, "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION">): string[] {
  if (!env.S3_BUCKET) return [];
  if (env.S3_ENDPOINT) return [new URL(env.S3_ENDPOINT).origin];
  return [`https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`, `https://s3.${env.S3_REGION}.amazonaws.com`];
}

/** The Content-Security-Policy of the pages. Inline styles stay allowed: Radix and Embla position elements with them. */
export function contentSecurityPolicy(extraConnect: string[] = []): string {
  return [
    "default-src 'self'",
    // The page shell is the one inline script (see public-site/page-shell.ts).
    `script-src 'self' ${PAGE_SHELL_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${THUMBNAILS.join(" ")}`,
    "font-src 'self'",
    `frame-src ${EMBED_FRAMES.join(" ")}`,
    // Customer reels may be plain mp4 links on any https host.
    "media-src 'self' blob: https:",
    ["connect-src 'self'", ...extraConnect].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
