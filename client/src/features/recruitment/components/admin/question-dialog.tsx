import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { QuestionDto } from "@shared/api/recruitment.contract";
import { optionsToText, questionFormSchema } from "@shared/schema/recruitment-forms";
import type { z } from "zod";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ActiveSwitch } from "./active-switch";
import { Form } from "@/components/ui/form";

type QuestionValues = z.output<typeof questionFormSchema>;
type FormInput = z.input<typeof questionFormSchema>;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row: QuestionDto | null;
  /** A new question goes last: the count of questions plus one. */
  nextOrder: number;
  busy: boolean;
  onSave: (values: QuestionValues) => void;
};

export function QuestionDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={rest.row ? "تعديل السؤال" : "إضافة سؤال"}
      description="اترك الخيارات فارغة ليكون السؤال بإجابة نصية حرة."
      className="max-w-xl"
    >
      <QuestionForm {...rest} />
    </FormDialog>
  );
}

function QuestionForm({ row, nextOrder, busy, onSave }: Omit<Props, "open" | "onOpenChange">) {
  // Mounted on open: add starts empty (ordered last), edit starts from the row.
  const form = useForm<FormInput, unknown, QuestionValues>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: {
      question: row?.question ?? "",
      order: String(row?.order ?? nextOrder),
      options: optionsToText(row?.options),
      isActive: row?.isActive ?? true,
    },
  });

  return (
    <Form form={form} onSubmit={form.handleSubmit(onSave)} noValidate>
      <div className="space-y-4">
        <FormField label="نص السؤال" htmlFor="question-text" name="question">
          <Input {...form.register("question")} autoFocus />
        </FormField>
        <FormField label="الترتيب" htmlFor="question-order" name="order">
          <Input type="number" min={1} step={1} inputMode="numeric" className="w-32" {...form.register("order")} />
        </FormField>
        <FormField
          label="الخيارات (اختياري)"
          htmlFor="question-options"
          hint="افصل بين الخيارات بفاصلة عربية أو إنجليزية أو بسطر جديد."
          name="options"
        >
          <Textarea rows={4} {...form.register("options")} />
        </FormField>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <ActiveSwitch id="question-active" checked={field.value !== false} onChange={field.onChange} />
          )}
        />
      </div>
      <FormDialogFooter pending={busy} submitLabel="حفظ" />
    </Form>
  );
}
