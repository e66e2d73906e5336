import crypto from "node:crypto";
import fs from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";

/** A backup file's uncompressed lines (without their "\n"). */
export const backupLines = (file: string) =>
  gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n").slice(0, -1);

/** Writes lines as a backup file, gzip and a "\n" after each, exactly as given. */
export function writeLines(file: string, lines: string[]) {
  fs.writeFileSync(file, gzipSync(Buffer.from(lines.map((line) => `${line}\n`).join(""), "utf8")));
}

/** Lines with the trailer's checksum recomputed over everything before it, so only the other defect remains. */
export function resealed(lines: string[]): string[] {
  const body = lines.slice(0, -1);
  const end = JSON.parse(lines[lines.length - 1]) as Record<string, unknown>;
  const sha256 = crypto
    .createHash("sha256")
    .update(body.map((line) => `${line}\n`).join(""), "utf8")
    .digest("hex");
  return [...body, JSON.stringify({ ...end, sha256 })];
}
