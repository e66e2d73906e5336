import { useState } from "react";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import type { QuestionRow } from "@shared/schema/recruitment-forms";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useCreateQuestion } from "../../api/create-question";
import { useDeleteQuestion } from "../../api/delete-question";
import { useQuestions } from "../../api/get-questions";
import { useMoveQuestion } from "../../api/move-question";
import { useUpdateQuestion } from "../../api/update-question";
import { ActiveBadgeText } from "./active-switch";
import { ListTable } from "./list-table";
import { toastCallbacks } from "./mutation-toasts";
import { QuestionDialog } from "./question-dialog";
import { RowActions } from "./row-actions";

export function QuestionsTab() {
  const questions = useQuestions();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const move = useMoveQuestion();
  const [dialog, setDialog] = useState<{ open: boolean; row: QuestionRow | null }>({ open: false, row: null });
  const close = () => setDialog({ open: false, row: null });
  const rows = questions.data ?? [];

  const onMove = (id: string, direction: "up" | "down") =>
    move.mutate(
      { id, direction },
      { onError: (error) => toast({ title: "فشل تغيير الترتيب", description: errorMessage(error, "يرجى المحاولة مرة أخرى"), variant: "destructive" }) },
    );

  return (
    <section aria-label="الأسئلة" className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ open: true, row: null })}>
          <Plus aria-hidden="true" /> إضافة سؤال
        </Button>
      </div>
      <ListTable query={questions} headers={["الترتيب", "السؤال", "نوع الإجابة", "الحالة", "تغيير الترتيب", "الإجراءات"]} emptyText="لا توجد أسئلة بعد">
        {rows.map((row, index) => (
          <TableRow key={row.id}>
            <TableCell className="w-16 text-center font-semibold">{row.order}</TableCell>
            <TableCell className="min-w-48 font-semibold">{row.question}</TableCell>
            <TableCell className="min-w-40 text-sm text-neutral-600">
              {row.options?.length ? `اختيار من: ${row.options.join("، ")}` : "نص حر"}
            </TableCell>
            <TableCell>
              <ActiveBadgeText active={row.isActive} />
            </TableCell>
            <TableCell>
              <div className="flex gap-1">
                <Button variant="outline" size="icon" aria-label="نقل للأعلى" disabled={index === 0 || move.isPending} onClick={() => onMove(row.id, "up")}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="نقل للأسفل"
                  disabled={index === rows.length - 1 || move.isPending}
                  onClick={() => onMove(row.id, "down")}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
            <TableCell>
              <RowActions
                name={row.question}
                deleteNote="تبقى الإجابات السابقة عليه محفوظة وتظهر كسؤال محذوف."
                onEdit={() => setDialog({ open: true, row })}
                onDelete={() => remove.mutate(row.id, toastCallbacks("تم حذف السؤال بنجاح", "فشل حذف السؤال"))}
              />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <QuestionDialog
        open={dialog.open}
        onOpenChange={(open) => !open && close()}
        row={dialog.row}
        nextOrder={rows.length + 1}
        busy={create.isPending || update.isPending}
        onSave={(values) =>
          dialog.row
            ? update.mutate({ id: dialog.row.id, input: values }, toastCallbacks("تم تحديث السؤال بنجاح", "فشل تحديث السؤال", close))
            : create.mutate(values, toastCallbacks("تم إضافة السؤال بنجاح", "فشل إضافة السؤال", close))
        }
      />
    </section>
  );
}
