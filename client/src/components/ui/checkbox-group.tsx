import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";

export type CheckboxGroupProps = {
  /** id prefix for the boxes; the group is labelled by `${id}-label`. */
  id: string;
  options: readonly string[];
  /** What each option shows, when it is not the value itself. */
  labels?: Readonly<Record<string, string>>;
  value: string[];
  onChange: (value: string[]) => void;
  className?: string;
};

/** Several independent choices from a fixed list, kept in the list's order. */
export function CheckboxGroup({ id, options, labels, value, onChange, className }: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((o) => (o === option ? checked : value.includes(o))));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's min-content width would stop the options wrapping; the group role names them the same way
    <div role="group" aria-labelledby={`${id}-label`} className={cn("flex flex-wrap gap-x-5 gap-y-2", className)}>
      {options.map((option, index) => (
        <label
          key={option}
          htmlFor={`${id}-${index}`}
          className="inline-flex cursor-pointer items-center gap-2 text-sm"
        >
          <Checkbox
            id={`${id}-${index}`}
            checked={value.includes(option)}
            onCheckedChange={(c) => toggle(option, c === true)}
          />
          {labels?.[option] ?? option}
        </label>
      ))}
    </div>
  );
}
