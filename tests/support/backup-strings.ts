import { gunzipSync } from "node:zlib";

/** A Jordanian mobile number in every form a visitor or an admin may write it. */
export const phoneForms = (local: string) => [local, local.slice(1), `+962${local.slice(1)}`];

/** Every string a backup holds: the raw lines, and each value decoded (escapes undone, JSON inside text opened). */
export function backupStrings(gzipped: Buffer): string[] {
  const text = gunzipSync(gzipped).toString("utf8");
  const strings = [text];
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      strings.push(value);
      if (/^[[{]/.test(value)) {
        try {
          walk(JSON.parse(value));
        } catch {
          // plain text that starts with a bracket
        }
      }
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        strings.push(key);
        walk(inner);
      }
    } else strings.push(String(value));
  };
  for (const line of text.split("\n").filter(Boolean)) walk(JSON.parse(line));
  return strings;
}
