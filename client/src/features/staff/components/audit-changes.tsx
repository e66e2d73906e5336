import type { AuditChanges } from "@shared/schema/audit";

const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const absent = (value: unknown) => value === null || value === undefined;

/** Each changed field with its old value struck through and its new one after it; a create or delete shows one side. */
export function AuditChangesList({ changes }: { changes: AuditChanges }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-neutral-500">—</span>;
  return (
    <ul className="space-y-1 text-xs">
      {fields.map(([field, { before, after }]) => (
        <li key={field} className="break-words">
          <bdi className="font-semibold">{field}</bdi>:{" "}
          {absent(before) ? null : (
            <del className="text-red-700">
              <bdi>{shown(before)}</bdi>
            </del>
          )}
          {absent(before) || absent(after) ? null : <span aria-hidden="true"> ← </span>}
          {absent(after) ? null : (
            <ins className="text-green-700 no-underline">
              <bdi>{shown(after)}</bdi>
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}
