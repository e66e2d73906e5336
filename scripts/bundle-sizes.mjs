// The JavaScript each public route makes a phone download, gzipped, read from the build's manifest:
// the entry with its static imports, plus the route's own lazily loaded chunk and its imports.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");

// Budgets in KB (gzip, 1 KB = 1024 bytes) of the script a route needs before it is interactive:
// "/" is the phone budget of issue 10; the form pages add their form code (zod, react-hook-form,
// Radix fields) to the shell. No route carries drizzle (shared/schema/enums.ts; `npm run deps:check`).
// /jobs rose from 165 when its form moved to react-hook-form + zodResolver like the other forms (issue 13 item 1).
export const BUDGETS_KB = {
  "/": 100,
  "/jobs": 180,
  "/win": 152,
  "/submit-review": 158,
  "/submit-reel": 166,
  "/terms": 100,
};

// Code a route fetches right after it hydrates, without a tap (the carousels' Embla code, split off
// the first script): reported beside the budget, so the page's whole start-up cost stays in view.
const DEFERRED = { "/": ["src/components/ui/carousel.tsx", "src/features/branches/components/branches-section.tsx"] };

// The module each lazily loaded public page lives in, the same table the server preloads from.
const PAGE_MODULES = JSON.parse(fs.readFileSync(path.join(root, "shared/page-modules.json"), "utf8"));

/** { route: { files, gzipBytes, deferredGzipBytes } } for every public route of the current build. */
export function routeBundles(dist = path.join(root, "dist")) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, "client-manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const collect = (key, files) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const name of chunk.imports ?? []) collect(name, files);
    return files;
  };
  const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, "public", file)), { level: 9 }).length;
  const result = {};
  for (const route of Object.keys(BUDGETS_KB)) {
    const files = collect(entryKey, new Set());
    if (PAGE_MODULES[route]) {
      if (!manifest[PAGE_MODULES[route]]) throw new Error(`${PAGE_MODULES[route]} is not in the build manifest`);
      collect(PAGE_MODULES[route], files);
    }
    const list = [...files].filter((file) => file.endsWith(".js"));
    const deferred = new Set();
    for (const key of DEFERRED[route] ?? []) collect(key, deferred);
    const extra = [...deferred].filter((file) => file.endsWith(".js") && !files.has(file));
    result[route] = {
      files: list,
      gzipBytes: list.reduce((sum, file) => sum + gzipBytes(file), 0),
      deferredGzipBytes: extra.reduce((sum, file) => sum + gzipBytes(file), 0),
    };
  }
  return result;
}
