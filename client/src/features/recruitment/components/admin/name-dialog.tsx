import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <NameForm {...rest} onCancel={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function NameForm<K extends string>({ title, field, label, schema, initial, busy, onSave, onCancel }: Omit<Props<K>, "open" | "onOpenChange"> & { onCancel: () => void }) {
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
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="sr-only">{label}</DialogDescription>
      </DialogHeader>
      <div className="space-y-4">
        <FormField label={label} htmlFor={`dialog-${field}`} error={errors[field]}>
          <Input id={`dialog-${field}`} value={text} aria-invalid={!!errors[field]} onChange={(event) => setText(event.target.value)} autoFocus />
        </FormField>
        <ActiveSwitch id={`dialog-${field}-active`} checked={isActive} onChange={setIsActive} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          إلغاء
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "جارٍ الحفظ..." : "حفظ"}
        </Button>
      </DialogFooter>
    </form>
  );
}
