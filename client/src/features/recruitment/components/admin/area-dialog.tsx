import { useState, type FormEvent } from "react";
import { areaSchema, type AreaInput, type AreaRow, type GovernorateRow } from "@shared/schema/recruitment-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ActiveSwitch } from "./active-switch";
import { useSchemaErrors } from "./use-schema-errors";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row: AreaRow | null;
  governorates: GovernorateRow[];
  busy: boolean;
  onSave: (values: AreaInput) => void;
};

export function AreaDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={rest.row ? "تعديل المنطقة" : "إضافة منطقة"}
      description="اسم المنطقة والمحافظة التي تتبعها"
      hideDescription
    >
      <AreaForm {...rest} />
    </FormDialog>
  );
}

function AreaForm({ row, governorates, busy, onSave }: Omit<Props, "open" | "onOpenChange">) {
  const [name, setName] = useState(row?.name ?? "");
  const [governorateId, setGovernorateId] = useState(row?.governorateId ?? "");
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const { errors, validate } = useSchemaErrors(areaSchema);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = validate({ name, governorateId, isActive });
    if (values) onSave(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="space-y-4">
        <FormField label="اسم المنطقة" htmlFor="area-name" error={errors.name}>
          <Input id="area-name" value={name} onChange={(event) => setName(event.target.value)} autoFocus />
        </FormField>
        <FormField label="المحافظة" htmlFor="area-governorate" error={errors.governorateId}>
          <Select value={governorateId} onValueChange={setGovernorateId}>
            <SelectTrigger id="area-governorate" aria-invalid={!!errors.governorateId}>
              <SelectValue placeholder="اختر المحافظة" />
            </SelectTrigger>
            <SelectContent>
              {governorates.map((governorate) => (
                <SelectItem key={governorate.id} value={governorate.id}>
                  {governorate.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <ActiveSwitch id="area-active" checked={isActive} onChange={setIsActive} />
      </div>
      <FormDialogFooter pending={busy} submitLabel="حفظ" />
    </form>
  );
}
