import { cloneElement, type ReactElement, useId } from "react";

// The checkout's fields: a label, the control, a hint and an error, wired to the control here (its
// id, aria-invalid, aria-describedby). Plain elements rather than the dashboard's FormField, whose
// Radix label would add 1.7 KB to the checkout's first script.

export const FIELD =
  "w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-ink shadow-sm focus-visible:border-brand-500 " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 aria-invalid:border-red-500";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

export function OrderField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
