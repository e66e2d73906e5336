import type { AuditEntryDto } from "@shared/api/audit.contract";
import { auditFieldLabel } from "@shared/schema/audit-labels";
import { formatDateTime } from "@/lib/format";
import { valueWord } from "./audit-labels";

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const absent = (value: unknown) => value === null || value === undefined;
const isTime = (value: unknown): value is string =>
  typeof value === "string" && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));

/** A stored value in the dashboard's words: yes/no, Amman time, names for ids, Arabic for codes. */
function shown(field: string, value: unknown, names: Record<string, string>): string {
  // A record's own id: its name when it still exists, else the id itself.
  if (field === "id") return names[String(value)] ?? names[String(value).toLowerCase()] ?? String(value);
  if (typeof value === "boolean") return value ? "نعم" : "لا";
  if (Array.isArray(value)) {
    if (value.length === 0) return "لا شيء";
    // A list of records (a week of opening hours, image sizes) reads as one change, not one per item.
    if (value.some((item) => item !== null && typeof item === "object")) return "تفاصيل معدّلة";
    return value.map((v) => shown(field, v, names)).join("، ");
  }
  if (typeof value === "number") return valueWord(field, value) ?? String(value);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "لا شيء";
    // A branch -> time map (a dish sold out until each branch's next opening) reads branch by branch.
    if (entries.every(([, v]) => isTime(v)))
      return entries
        .map(([key, v]) => `${valueWord("branches", key) ?? key} حتى ${formatDateTime(v as string)}`)
        .join("، ");
    return "تفاصيل معدّلة";
  }
  if (typeof value !== "string") return "تفاصيل معدّلة";
  // A branch's Latin slug (accounts, areas, hand-overs keep it): its name as the server gave it.
  if (names[value]) return names[value];
  if (UUID.test(value)) return names[value] ?? names[value.toLowerCase()] ?? "غير معروف";
  if (isTime(value)) return formatDateTime(value);
  return valueWord(field, value) ?? value;
}

/**
 * Each changed field by its Arabic name, the old value struck through and the new one after it; a
 * create or delete shows one side, and a field whose values are not kept (personal data) only its name.
 */
export function AuditChangesList({ entry }: { entry: Pick<AuditEntryDto, "resource" | "changes" | "valueNames"> }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="text-neutral-500">—</span>;
  const value = (field: string, v: unknown) => <bdi>{shown(field, v, entry.valueNames ?? {})}</bdi>;
  return (
    <ul className="space-y-1 text-xs">
      {fields.map(([field, change]) => {
        const before = change?.before;
        const after = change?.after;
        return (
          <li key={field} className="break-words">
            <span className="font-semibold">{auditFieldLabel(entry.resource, field)}</span>
            {absent(before) && absent(after) ? (
              <span className="text-neutral-600"> (تغيّر)</span>
            ) : (
              <>
                : {absent(before) ? null : <del className="text-red-700">{value(field, before)}</del>}
                {absent(before) || absent(after) ? null : <span aria-hidden="true"> ← </span>}
                {absent(after) ? null : <ins className="text-green-700 no-underline">{value(field, after)}</ins>}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
