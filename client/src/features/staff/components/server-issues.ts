import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/** Puts the server's field errors (DECISIONS.md `issues`) under their fields; true when it placed any. */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let issues: { path?: unknown; message?: unknown }[] = [];
  try {
    issues = (JSON.parse(error.body) as { issues?: typeof issues }).issues ?? [];
  } catch {
    return false;
  }
  let placed = false;
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path);
    if (field && typeof issue.message === "string") {
      setError(field, { message: issue.message });
      placed = true;
    }
  }
  return placed;
}
