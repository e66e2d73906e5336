// Builds the client (Vite) and bundles the server (esbuild) into dist/, then stamps the build.
import fs from "node:fs";
import path from "node:path";
import { build as viteBuild } from "vite";
import { build as esbuild } from "esbuild";
import { sourceFingerprint } from "./fingerprint.mjs";

const root = path.resolve(import.meta.dirname, "..");

export async function buildAll() {
  await viteBuild({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
  await esbuild({
    entryPoints: [path.join(root, "server/index.ts")],
    outfile: path.join(root, "dist/server/index.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  fs.writeFileSync(path.join(root, "dist/build-stamp"), sourceFingerprint());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildAll();
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
