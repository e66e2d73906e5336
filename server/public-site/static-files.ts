import fs from "node:fs";
import path from "node:path";
import { etagOf, type CachedResponse } from "./response-cache";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

function readIfExists(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

/**
 * The built client's files, held in memory with the .br/.gz copies the build made: hashed
 * /assets/* for a year, the few other files (favicon, preview image) for an hour.
 */
export function loadStaticFiles(publicDir: string): Map<string, CachedResponse> {
  const files = new Map<string, CachedResponse>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!/\.(br|gz)$/.test(entry.name) && entry.name !== "index.html") {
        const urlPath = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
        const body = fs.readFileSync(file);
        files.set(urlPath, {
          status: 200,
          type: TYPES[path.extname(file)] ?? "application/octet-stream",
          headers: {
            "Cache-Control": urlPath.startsWith("/assets/") ? IMMUTABLE : SHORT,
            "X-Content-Type-Options": "nosniff",
          },
          etag: etagOf(body),
          body,
          gzip: readIfExists(`${file}.gz`),
          br: readIfExists(`${file}.br`),
        });
      }
    }
  };
  if (fs.existsSync(publicDir)) walk(publicDir);
  return files;
}
