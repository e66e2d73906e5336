import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Benchmarks measure the production build: build it when the sources changed (as `npm start` does). */
export async function ensureBuilt(): Promise<void> {
  const { sourceFingerprint } = await import("../../scripts/fingerprint.mjs");
  const stampFile = path.join(root, "dist/build-stamp");
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";
  if (stamp === sourceFingerprint()) return;
  console.log("Building the site first...");
  const { buildAll } = await import("../../scripts/build.mjs");
  await buildAll();
}
