import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type DefaultValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ActiveSwitch } from "./active-switch";

type Values<K extends string> = Record<K, string> & { isActive?: boolean };

type Props<K extends string> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The one text field: "name" for governorates, "title" for positions. */
  field: K;
  label: string;
  schema: z.ZodType<Values<K>, Values<K>>;
  initial: { text: string; isActive: boolean } | null;
  busy: boolean;
  onSave: (values: Values<K>) => void;
};

/** Add/edit dialog for a record that is just a name and an active flag (governorates, positions). */
export function NameDialog<K extends string>({ open, onOpenChange, ...rest }: Props<K>) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={rest.title} description={rest.label} hideDescription>
      <NameForm {...rest} />
    </FormDialog>
  );
}

function NameForm<K extends string>({
  field,
  label,
  schema,
  initial,
  busy,
  onSave,
}: Omit<Props<K>, "open" | "onOpenChange" | "title">) {
  // Mounted on open: add starts empty, edit starts from the row.
  const defaultValues = { [field]: initial?.text ?? "", isActive: initial?.isActive ?? true } as DefaultValues<
    Values<K>
  >;
  const form = useForm<Values<K>>({ resolver: zodResolver(schema), defaultValues });
  const textError = form.formState.errors[field]?.message;
  // RHF cannot see through a generic key: K is a key of Values<K> by construction.
  const textPath = field as unknown as Path<Values<K>>;

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <div className="space-y-4">
        <FormField
          label={label}
          htmlFor={`dialog-${field}`}
          error={typeof textError === "string" ? textError : undefined}
        >
          <Input {...form.register(textPath)} autoFocus />
        </FormField>
        <Controller
          control={form.control}
          name={"isActive" as Path<Values<K>>}
          render={({ field: active }) => (
            <ActiveSwitch id={`dialog-${field}-active`} checked={active.value !== false} onChange={active.onChange} />
          )}
        />
      </div>
      <FormDialogFooter pending={busy} submitLabel="حفظ" />
    </form>
  );
}
