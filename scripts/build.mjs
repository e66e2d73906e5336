// Builds the client (Vite), its server-rendering entry (Vite SSR) and the server (esbuild) into
// dist/, precompresses the client's text files, then stamps the build.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build as viteBuild } from "vite";
import { build as esbuild } from "esbuild";
import { sourceFingerprint } from "./fingerprint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const configFile = path.join(root, "vite.config.ts");

/** Writes .br and .gz beside every text file worth compressing, once, at the highest levels. */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|svg|json|txt|html)$/.test(entry.name) && fs.statSync(file).size >= 1024) {
      const body = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
    }
  }
}

export async function buildAll() {
  await viteBuild({ configFile, logLevel: "warn" });
  // index.html becomes the server's template (never served as a file); the manifest stays private too.
  fs.renameSync(path.join(dist, "public/index.html"), path.join(dist, "template.html"));
  fs.renameSync(path.join(dist, "public/.vite/manifest.json"), path.join(dist, "client-manifest.json"));
  fs.rmSync(path.join(dist, "public/.vite"), { recursive: true, force: true });
  precompress(path.join(dist, "public"));

  await viteBuild({
    configFile,
    logLevel: "warn",
    build: {
      ssr: "src/entry-server.tsx",
      outDir: path.join(dist, "ssr"),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  await esbuild({
    entryPoints: [path.join(root, "server/index.ts")],
    outfile: path.join(dist, "server/index.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  fs.writeFileSync(path.join(dist, "build-stamp"), sourceFingerprint());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildAll();
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
