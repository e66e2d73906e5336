import { DAY_NAMES } from "@shared/branch-hours-text";
import { INVOICE_CHARACTER_LABELS } from "@shared/schema/draw-rules";
import { statusLabels } from "@shared/schema/lottery-forms";
import { STAGE_LABELS } from "@shared/schema/recruitment-pipeline-forms";
import { ROLE_LABELS } from "@shared/schema/staff-forms";

/** Values the log stores as codes, in the words the dashboard uses. */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  reason: { disabled: "الحساب معطّل", locked: "الحساب موقوف مؤقتاً", "wrong-password": "كلمة مرور خاطئة" },
  status: statusLabels,
  invoiceCharacters: INVOICE_CHARACTER_LABELS,
  stage: STAGE_LABELS,
  role: ROLE_LABELS,
  videoPlatform: { youtube: "YouTube", facebook: "Facebook", instagram: "Instagram", upload: "فيديو مرفوع" },
};

export function valueWord(field: string, value: string | number): string | undefined {
  // Offers' weekdays are Amman days, 0 = Sunday.
  if (field === "weekdays" && typeof value === "number") return DAY_NAMES[value];
  if (typeof value !== "string") return undefined;
  return VALUE_WORDS[field]?.[value];
}
