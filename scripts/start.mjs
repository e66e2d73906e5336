// `npm start`: build when the sources changed since the last build, then serve.
import fs from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "./fingerprint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, "dist/build-stamp");
const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";

if (stamp !== sourceFingerprint() || !fs.existsSync(path.join(root, "dist/server/index.js"))) {
  console.log("Building the site (first start or sources changed)...");
  const { buildAll } = await import("./build.mjs");
  await buildAll();
}

process.env.NODE_ENV ??= "production";
await import(path.join(root, "dist/server/index.js"));
