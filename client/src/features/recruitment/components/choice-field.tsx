import { revealClasses } from "./application-steps";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";

type Props = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  choices: { value: string; label: string }[];
  /** Shown instead of an empty dropdown. */
  emptyText?: string;
  /** The contract's message for this field, shown under it. */
  error?: string;
};

/** A labelled dropdown of the job form. */
export function ChoiceField({ id, label, placeholder, value, onChange, choices, emptyText, error }: Props) {
  return (
    <FormField label={label} htmlFor={id} className={revealClasses} error={error}>
      {choices.length === 0 && emptyText ? (
        <p id={id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {emptyText}
        </p>
      ) : (
        <NativeSelect
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          choices={choices}
        />
      )}
    </FormField>
  );
}
