import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const inputs = [
  "client",
  "server",
  "shared",
  "package-lock.json",
  "vite.config.ts",
  "tailwind.config.ts",
  "tsconfig.json",
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) return yield entry;
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

/** A hash of every build input's path, size and mtime: it changes when any source changes. */
export function sourceFingerprint() {
  const hash = crypto.createHash("sha256");
  for (const input of inputs) {
    for (const file of files(input)) {
      const stat = fs.statSync(path.join(root, file));
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}
