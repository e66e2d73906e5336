// The JavaScript each public route makes a phone download, gzipped, read from the build's manifest:
// the entry with its static imports, plus the route's own lazily loaded chunk and its imports.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PUBLIC_PAGES } from "./public-pages.mjs";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Budgets in KB (gzip, 1 KB = 1024 bytes) of the script a route needs before it is interactive,
 * from the page table (shared/public-pages.ts), which says why each is what it is.
 */
export const BUDGETS_KB = Object.fromEntries(PUBLIC_PAGES.map((page) => [page.path, page.scriptBudgetKb]));

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
  for (const { path: route, module, deferredModules } of PUBLIC_PAGES) {
    const files = collect(entryKey, new Set());
    if (module) {
      if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
      collect(module, files);
    }
    const list = [...files].filter((file) => file.endsWith(".js"));
    const deferred = new Set();
    // Code the route fetches right after it hydrates, without a tap: reported beside the budget,
    // so the page's whole start-up cost stays in view.
    for (const key of deferredModules ?? []) collect(key, deferred);
    const extra = [...deferred].filter((file) => file.endsWith(".js") && !files.has(file));
    result[route] = {
      files: list,
      gzipBytes: list.reduce((sum, file) => sum + gzipBytes(file), 0),
      deferredGzipBytes: extra.reduce((sum, file) => sum + gzipBytes(file), 0),
    };
  }
  return result;
}
