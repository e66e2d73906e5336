import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage, hasCode } from "./api-client";

/**
 * How a form shows the server's refusal: a 400's field issues under their fields, and a 409 (a value
 * another record already holds) under `conflictField` when the form names one. True when it placed
 * any. The change pairs it with `fieldErrors: true` (and `conflictIsFieldError` for a 409) in
 * useApiMutation, so no toast repeats what the form shows.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  conflictField?: Path<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (conflictField && hasCode(error, "conflict")) {
    setError(conflictField, { message: errorMessage(error, "") });
    return true;
  }
  let placed = false;
  for (const issue of error.issues) {
    const field = fields.find((f) => f === issue.path);
    if (field) {
      setError(field, { message: issue.message });
      placed = true;
    }
  }
  return placed;
}
