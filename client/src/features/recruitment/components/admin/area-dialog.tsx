import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import type { AreaDto, GovernorateDto } from "@shared/api/recruitment.contract";
import { areaSchema, type AreaInput } from "@shared/schema/recruitment-forms";
import { useAllBranches, useBranchLabel } from "@/hooks/use-branches";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ActiveSwitch } from "./active-switch";
import { Form } from "@/components/ui/form";

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
      description="اسم المنطقة والمحافظة التي تتبعها والفرع الذي يوظّف لها"
      hideDescription
    >
      <AreaForm {...rest} />
    </FormDialog>
  );
}

type FormInput = z.input<typeof areaSchema>;

// A select has no empty value: this one stands for "no branch" and travels as null.
const NO_BRANCH = "none";

function AreaForm({ row, governorates, busy, onSave }: Omit<Props, "open" | "onOpenChange">) {
  // Every open branch, and the area's own if it has closed since (it may stay, or be changed).
  const branchLabel = useBranchLabel();
  const branches = useAllBranches().filter((branch) => !branch.closed || branch.slug === row?.branchSlug);
  // Mounted on open: add starts empty, edit starts from the row.
  const form = useForm<FormInput, unknown, AreaInput>({
    resolver: zodResolver(areaSchema),
    defaultValues: {
      name: row?.name ?? "",
      governorateId: row?.governorateId ?? "",
      branchSlug: row?.branchSlug ?? null,
      isActive: row?.isActive ?? true,
    },
  });

  return (
    <Form form={form} onSubmit={form.handleSubmit(onSave)} noValidate>
      <div className="space-y-4">
        <FormField label="اسم المنطقة" htmlFor="area-name" name="name">
          <Input {...form.register("name")} autoFocus />
        </FormField>
        <Controller
          control={form.control}
          name="governorateId"
          render={({ field }) => (
            <FormField label="المحافظة" htmlFor="area-governorate" name="governorateId">
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
          name="branchSlug"
          render={({ field }) => (
            <FormField
              label="الفرع الذي يوظّف لها"
              htmlFor="area-branch"
              name="branchSlug"
              hint="مدير هذا الفرع يرى طلبات التوظيف في المنطقة ويتابعها؛ بلا فرع يتابعها المالك وحده."
            >
              <Select
                value={typeof field.value === "string" ? field.value : NO_BRANCH}
                onValueChange={(value) => field.onChange(value === NO_BRANCH ? null : value)}
              >
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_BRANCH}>بلا فرع</SelectItem>
                  {branches.map(({ slug }) => (
                    <SelectItem key={slug} value={slug}>
                      {branchLabel(slug)}
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
    </Form>
  );
}
