import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { createPrizeSchema, type PrizeView } from "@shared/schema/lottery-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCreatePrize } from "../api/create-prize";
import { useUpdatePrize } from "../api/update-prize";

type FormInput = z.input<typeof createPrizeSchema>;
type FormOutput = z.output<typeof createPrizeSchema>;
const emptyForm: FormInput = { name: "", isActive: true };

/** Add when `prize` is null, edit otherwise; the form resets each time it opens (SPEC.md 4, admin dialogs). */
export function PrizeDialog({ open, prize, onClose }: { open: boolean; prize: PrizeView | null; onClose: () => void }) {
  const create = useCreatePrize();
  const update = useUpdatePrize();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createPrizeSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(prize ? { name: prize.name, isActive: prize.isActive } : emptyForm);
  }, [open, prize, form]);

  const onSubmit = form.handleSubmit((values) => {
    const done = (title: string) => () => {
      toast({ title });
      onClose();
    };
    const failed = (title: string) => (error: Error) =>
      toast({ title, description: errorMessage(error, "حدث خطأ أثناء حفظ الجائزة"), variant: "destructive" });
    if (prize) {
      update.mutate(
        { id: prize.id, ...values },
        { onSuccess: done("تم تحديث الجائزة بنجاح"), onError: failed("خطأ في تحديث الجائزة") },
      );
    } else {
      create.mutate(values, { onSuccess: done("تمت إضافة الجائزة بنجاح"), onError: failed("خطأ في إضافة الجائزة") });
    }
  });

  const busy = create.isPending || update.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={prize ? "تعديل الجائزة" : "إضافة جائزة"}
      description="الجوائز النشطة فقط تدخل في السحب."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="اسم الجائزة" htmlFor="prize-name" error={errors.name?.message}>
          <Input id="prize-name" {...form.register("name")} />
        </FormField>
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
      </form>
    </FormDialog>
  );
}
