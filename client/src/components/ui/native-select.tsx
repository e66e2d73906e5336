import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";
import { useFieldControl } from "@/components/ui/form-field";

type Props = Omit<ComponentProps<"select">, "children"> & {
  placeholder: string;
  choices: { value: string; label: string }[];
};

/**
 * The browser's own dropdown, styled like the site's fields: it opens and keeps a choice before the
 * page's code arrives, and a phone shows its own picker. For public forms; the dashboard keeps the
 * Radix one. The placeholder is the empty first option, not a choice once another is made.
 */
export function NativeSelect({ className, placeholder, choices, ...props }: Props) {
  // Inside a FormField: its label, error and hint point at this dropdown.
  const field = useFieldControl();
  return (
    <select
      id={field?.id}
      aria-invalid={field?.["aria-invalid"]}
      aria-describedby={field?.["aria-describedby"]}
      className={cn(
        "flex h-11 w-full cursor-pointer rounded-lg border border-neutral-300 bg-white px-3 text-start text-base text-ink shadow-sm",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-invalid:border-red-500",
        className,
      )}
      {...props}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
