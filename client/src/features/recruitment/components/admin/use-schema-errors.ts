import { useState } from "react";
import type { z } from "zod";

/** Validates a dialog's values with the shared schema and keeps the first message per field. */
export function useSchemaErrors<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const validate = (values: unknown): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "form";
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  };
  return { errors, validate };
}
