import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import type { AreaDto, GovernorateDto } from "@shared/api/recruitment.contract";
import { areaSchema, type AreaInput } from "@shared/schema/recruitment-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ActiveSwitch } from "./active-switch";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row: AreaDto | null;
  governorates: GovernorateDto[];
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

type FormInput = z.input<typeof areaSchema>;

function AreaForm({ row, governorates, busy, onSave }: Omit<Props, "open" | "onOpenChange">) {
  // Mounted on open: add starts empty, edit starts from the row.
  const form = useForm<FormInput, unknown, AreaInput>({
    resolver: zodResolver(areaSchema),
    defaultValues: { name: row?.name ?? "", governorateId: row?.governorateId ?? "", isActive: row?.isActive ?? true },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <div className="space-y-4">
        <FormField label="اسم المنطقة" htmlFor="area-name" error={errors.name?.message}>
          <Input {...form.register("name")} autoFocus />
        </FormField>
        <Controller
          control={form.control}
          name="governorateId"
          render={({ field }) => (
            <FormField label="المحافظة" htmlFor="area-governorate" error={errors.governorateId?.message}>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger onBlur={field.onBlur}>
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
          )}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <ActiveSwitch id="area-active" checked={field.value !== false} onChange={field.onChange} />
          )}
        />
      </div>
      <FormDialogFooter pending={busy} submitLabel="حفظ" />
    </form>
  );
}
