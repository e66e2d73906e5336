import { useState, type FormEvent } from "react";
import { optionsToText, questionFormSchema, type QuestionRow } from "@shared/schema/recruitment-forms";
import type { z } from "zod";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ActiveSwitch } from "./active-switch";
import { useSchemaErrors } from "./use-schema-errors";

export type QuestionValues = z.output<typeof questionFormSchema>;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row: QuestionRow | null;
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
  const [question, setQuestion] = useState(row?.question ?? "");
  const [order, setOrder] = useState(String(row?.order ?? nextOrder));
  const [options, setOptions] = useState(optionsToText(row?.options));
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const { errors, validate } = useSchemaErrors(questionFormSchema);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = validate({ question, order, options, isActive });
    if (values) onSave(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="space-y-4">
        <FormField label="نص السؤال" htmlFor="question-text" error={errors.question}>
          <Input id="question-text" value={question} onChange={(event) => setQuestion(event.target.value)} autoFocus />
        </FormField>
        <FormField label="الترتيب" htmlFor="question-order" error={errors.order}>
          <Input
            id="question-order"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className="w-32"
            value={order}
            onChange={(event) => setOrder(event.target.value)}
          />
        </FormField>
        <FormField
          label="الخيارات (اختياري)"
          htmlFor="question-options"
          hint="افصل بين الخيارات بفاصلة عربية أو إنجليزية أو بسطر جديد."
          error={errors.options}
        >
          <Textarea id="question-options" rows={4} value={options} onChange={(event) => setOptions(event.target.value)} />
        </FormField>
        <ActiveSwitch id="question-active" checked={isActive} onChange={setIsActive} />
      </div>
      <FormDialogFooter pending={busy} submitLabel="حفظ" />
    </form>
  );
}
