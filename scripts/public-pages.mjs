// The public page table (both halves, through shared/public-pages-served.ts) for the build scripts, which run as plain Node and
// cannot import TypeScript: esbuild (the build's own compiler) bundles the table in memory and it is
// imported from there, so the scripts read the very table the site does.
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

const { outputFiles } = await build({
  entryPoints: [path.join(root, "shared/public-pages-served.ts")],
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  logLevel: "warning",
});
const table = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString("base64")}`);

export const PUBLIC_PAGES = table.SERVED_PAGES;
