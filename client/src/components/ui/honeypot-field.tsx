import type { ComponentProps } from "react";
import { HONEYPOT_FIELD } from "@shared/schema/fields";

type HoneypotFieldProps = Omit<ComponentProps<"input">, "type" | "tabIndex" | "autoComplete"> & {
  /** Unique on the page, e.g. "review-website". */
  id: string;
};

/**
 * Spam trap of every public form: the server fakes success when the hidden "website" field is filled.
 * Hidden from people and assistive technology; bots fill every field. Accepts react-hook-form's register()
 * or value/onChange.
 */
export function HoneypotField({ id, ...props }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="sr-only">
      {/* Should a person see it anyway (no CSS), the label tells them to leave it, so their submission is not dropped. */}
      <label htmlFor={id}>اترك هذا الحقل فارغاً</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
