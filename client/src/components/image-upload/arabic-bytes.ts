// Stands in for @transloadit/prettier-bytes (aliased in vite.config.ts), which Uppy calls directly
// for file sizes and the size limit: sizes then read "10 ميغابايت" rather than "10 MB".
import { formatBytes } from "@/lib/format";

export function prettierBytes(input: number): string {
  return formatBytes(input);
}
