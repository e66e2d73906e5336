import * as React from "react";
import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/label";

export type FormFieldProps = {
  label: React.ReactNode;
  /** id of the control inside; links the label to it. */
  htmlFor?: string;
  error?: React.ReactNode;
  hint?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

export function FormField({ label, htmlFor, error, hint, children, className }: FormFieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? (
        <p id={htmlFor ? `${htmlFor}-hint` : undefined} className="text-sm text-neutral-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={htmlFor ? `${htmlFor}-error` : undefined} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
