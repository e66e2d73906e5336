import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ActiveSwitch } from "./active-switch";
import { useSchemaErrors } from "./use-schema-errors";

type Props<K extends string> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The one text field: "name" for governorates, "title" for positions. */
  field: K;
  label: string;
  schema: z.ZodType<Record<K, string> & { isActive?: boolean }>;
  initial: { text: string; isActive: boolean } | null;
  busy: boolean;
  onSave: (values: Record<K, string> & { isActive?: boolean }) => void;
};

/** Add/edit dialog for a record that is just a name and an active flag (governorates, positions). */
export function NameDialog<K extends string>({ open, onOpenChange, ...rest }: Props<K>) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={rest.title} description={rest.label} hideDescription>
      <NameForm {...rest} />
    </FormDialog>
  );
}

function NameForm<K extends string>({ field, label, schema, initial, busy, onSave }: Omit<Props<K>, "open" | "onOpenChange" | "title">) {
  // Mounted on open: add starts empty, edit starts from the row.
  const [text, setText] = useState(initial?.text ?? "");
  const [isActive, setIsActive] = useState(initial?.isActive ?? true);
  const { errors, validate } = useSchemaErrors(schema);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = validate({ [field]: text, isActive });
    if (values) onSave(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="space-y-4">
        <FormField label={label} htmlFor={`dialog-${field}`} error={errors[field]}>
          <Input id={`dialog-${field}`} value={text} onChange={(event) => setText(event.target.value)} autoFocus />
        </FormField>
        <ActiveSwitch id={`dialog-${field}-active`} checked={isActive} onChange={setIsActive} />
      </div>
      <FormDialogFooter pending={busy} submitLabel="حفظ" />
    </form>
  );
}
