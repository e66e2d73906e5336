import * as React from "react";
import { get, useFormContext } from "react-hook-form";
import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/label";

export type FormFieldProps = {
  label: React.ReactNode;
  /** id of the control inside (the control's own id wins); links the label to it. */
  htmlFor?: string;
  error?: React.ReactNode;
  /** The react-hook-form field whose error shows here, read from the form's context (shadcn's FormMessage). */
  name?: string;
  hint?: React.ReactNode;
  /** The control: it is given its id, aria-invalid and aria-describedby here, never by the caller. */
  children: React.ReactNode;
  className?: string;
};

type ControlProps = { id?: string; "aria-invalid"?: unknown; "aria-describedby"?: string };
type FieldControl = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

const FieldControlContext = React.createContext<FieldControl | null>(null);

/**
 * The wiring FormField gives its control, for a control that cannot be its direct child (a
 * dropdown's trigger inside Select, or one under a react-hook-form Controller): the control
 * applies it itself, so no call site types an id or an aria attribute.
 */
export function useFieldControl(): FieldControl | null {
  return React.useContext(FieldControlContext);
}

/** A labelled control with its hint and error, wired to it for assistive technology (shadcn's Form pattern). */
export function FormField({ label, htmlFor, error: given, name, hint, children, className }: FormFieldProps) {
  const generated = React.useId();
  const form = useFormContext();
  const error =
    given ??
    (name && form ? (get(form.formState.errors, name) as { message?: string } | undefined)?.message : undefined);
  const control = React.isValidElement<ControlProps>(children) && children.type !== React.Fragment ? children : null;
  const id = control?.props.id ?? htmlFor ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [control?.props["aria-describedby"], errorId, hintId].filter(Boolean).join(" ") || undefined;
  const wiring = React.useMemo<FieldControl>(
    () => ({
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    }),
    [id, error, errorId, hintId],
  );
  return (
    <FieldControlContext.Provider value={wiring}>
      <div className={cn("flex flex-col gap-1.5", className)}>
        <Label htmlFor={id}>{label}</Label>
        {control
          ? React.cloneElement(control, {
              id,
              "aria-invalid": error ? true : control.props["aria-invalid"],
              "aria-describedby": describedBy,
            })
          : children}
        {hint ? (
          <p id={hintId} className="text-sm text-neutral-500">
            {hint}
          </p>
        ) : null}
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    </FieldControlContext.Provider>
  );
}

/** A field's error message, announced as it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {children}
    </p>
  );
}
