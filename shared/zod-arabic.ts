import { z } from "zod";

// Loaded once by shared/schema/fields.ts (so by every form and the server), before any schema is
// made: every message zod makes itself is Arabic. Messages a schema names itself win over these.
const TYPE_NAMES: Record<string, string> = {
  string: "نصاً",
  number: "رقماً",
  int: "رقماً صحيحاً",
  boolean: "صح أو خطأ",
  object: "كائناً",
  array: "قائمة",
  date: "تاريخاً",
  bigint: "رقماً",
};
const typeName = (expected: string) => TYPE_NAMES[expected] ?? "قيمة أخرى";

z.config(z.locales.ar());
// In a browser, zod's compiled fast path would first probe whether `new Function` is allowed; our
// Content-Security-Policy forbids it (script-src 'self'), so the probe only logs a violation on every
// page with a form. The server keeps the fast path.
if ("document" in globalThis) z.config({ jitless: true });
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case "invalid_type":
        return `قيمة غير صحيحة: يجب أن تكون ${typeName(issue.expected)}`;
      case "too_big":
        if (issue.origin === "array" || issue.origin === "set")
          return `عدد العناصر أكبر من المسموح (${issue.maximum} كحد أقصى)`;
        if (issue.origin === "string") return `النص أطول من المسموح (${issue.maximum} حرفاً كحد أقصى)`;
        return `القيمة أكبر من المسموح (${issue.maximum} كحد أقصى)`;
      case "too_small":
        if (issue.origin === "array" || issue.origin === "set")
          return `عدد العناصر أقل من المطلوب (${issue.minimum} على الأقل)`;
        if (issue.origin === "string") return `النص أقصر من المطلوب (${issue.minimum} أحرف على الأقل)`;
        return `القيمة أصغر من المسموح (${issue.minimum} على الأقل)`;
      case "unrecognized_keys":
        return `حقل غير معروف: ${issue.keys.join("، ")}`;
      case "invalid_format":
        return "صيغة القيمة غير صحيحة";
      case "invalid_value":
        return "القيمة غير مسموح بها";
      case "invalid_union":
        return "قيمة غير صحيحة";
      default:
        return undefined;
    }
  },
});
