import { useState, type FormEvent } from "react";
import { optionsToText, questionFormSchema, type QuestionRow } from "@shared/schema/recruitment-forms";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">{open && <QuestionForm {...rest} onCancel={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function QuestionForm({ row, nextOrder, busy, onSave, onCancel }: Omit<Props, "open" | "onOpenChange"> & { onCancel: () => void }) {
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
      <DialogHeader>
        <DialogTitle>{row ? "تعديل السؤال" : "إضافة سؤال"}</DialogTitle>
        <DialogDescription>اترك الخيارات فارغة ليكون السؤال بإجابة نصية حرة.</DialogDescription>
      </DialogHeader>
      <div className="space-y-4">
        <FormField label="نص السؤال" htmlFor="question-text" error={errors.question}>
          <Input id="question-text" value={question} aria-invalid={!!errors.question} onChange={(event) => setQuestion(event.target.value)} autoFocus />
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
            aria-invalid={!!errors.order}
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
