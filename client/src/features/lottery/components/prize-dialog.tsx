import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type { PrizeDto } from "@shared/api/lottery.contract";
import { createPrizeSchema } from "@shared/schema/lottery-forms";
import { BranchesField } from "@/components/admin/branches-field";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useApiMutation } from "@/lib/api-mutation";
import { lotteryRoutes } from "@shared/api/lottery.routes";
import { Form } from "@/components/ui/form";

type FormInput = z.input<typeof createPrizeSchema>;
type FormOutput = z.output<typeof createPrizeSchema>;
const emptyForm: FormInput = { name: "", isActive: true, stock: "", weight: "1", branches: [] };

const formOf = (prize: PrizeDto): FormInput => ({
  name: prize.name,
  isActive: prize.isActive,
  stock: prize.stock === null ? "" : String(prize.stock),
  weight: String(prize.weight),
  branches: prize.branches,
});

/** Add when `prize` is null, edit otherwise; the form resets each time it opens. */
export function PrizeDialog({ open, prize, onClose }: { open: boolean; prize: PrizeDto | null; onClose: () => void }) {
  const create = useApiMutation(lotteryRoutes, "createPrize", {
    success: "تمت إضافة الجائزة بنجاح",
    failure: "خطأ في إضافة الجائزة",
    fallback: "حدث خطأ أثناء حفظ الجائزة",
  });
  const update = useApiMutation(lotteryRoutes, "updatePrize", {
    success: "تم تحديث الجائزة بنجاح",
    failure: "خطأ في تحديث الجائزة",
    fallback: "حدث خطأ أثناء حفظ الجائزة",
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createPrizeSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(prize ? formOf(prize) : emptyForm);
  }, [open, prize, form]);

  const onSubmit = form.handleSubmit((body) => {
    if (prize) update.mutate({ params: { id: prize.id }, body }, { onSuccess: onClose });
    else create.mutate({ body }, { onSuccess: onClose });
  });

  const busy = create.isPending || update.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={prize ? "تعديل الجائزة" : "إضافة جائزة"}
      description="الجوائز النشطة التي بقي منها شيء فقط تدخل في السحب."
    >
      <Form form={form} onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="اسم الجائزة" htmlFor="prize-name" name="name">
          <Input id="prize-name" {...form.register("name")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="الكمية المتبقية"
            htmlFor="prize-stock"
            name="stock"
            hint="فارغة = بلا حد. عند 0 تخرج الجائزة من السحب."
          >
            <Input id="prize-stock" type="number" inputMode="numeric" min={0} dir="ltr" {...form.register("stock")} />
          </FormField>
          <FormField
            label="الوزن في السحب"
            htmlFor="prize-weight"
            name="weight"
            hint="جائزة وزنها 2 تُسحب ضعف جائزة وزنها 1."
          >
            <Input id="prize-weight" type="number" inputMode="numeric" min={1} dir="ltr" {...form.register("weight")} />
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="branches"
          render={({ field }) => (
            <BranchesField
              id="prize-branches"
              label="فروع الاستلام (بدون اختيار = جميع الفروع)"
              value={(field.value as string[] | null | undefined) ?? []}
              onChange={field.onChange}
              error={errors.branches ? (errors.branches.message ?? "فرع غير معروف") : undefined}
            />
          )}
        />
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch id="prize-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor="prize-active">الجائزة نشطة</Label>
        </div>
        <FormDialogFooter pending={busy} submitLabel={prize ? "حفظ التعديلات" : "إضافة"} />
      </Form>
    </FormDialog>
  );
}
