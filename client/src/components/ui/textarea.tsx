import type * as React from "react";
import { cn, hasUtility } from "@/components/ui/cn";
import { fieldClasses } from "@/components/ui/input";

export type TextareaProps = React.ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldClasses, !hasUtility(className, "w-") && "w-full", "min-h-24 py-2 leading-relaxed", className)}
      {...props}
    />
  );
}
