import { MoveButtons } from "@/components/admin/move-buttons";
import { TableCell } from "@/components/ui/table";
import { useApiMutation } from "@/lib/api-mutation";
import { useQuestions } from "../../api/catalog-queries";
import { ActiveBadgeText } from "./active-switch";
import { CrudListTab, crudReports } from "./crud-list-tab";
import { QuestionDialog } from "./question-dialog";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

export function QuestionsTab() {
  const questions = useQuestions();
  const reports = crudReports("السؤال");
  const create = useApiMutation(recruitmentRoutes, "createQuestion", reports.create);
  const update = useApiMutation(recruitmentRoutes, "updateQuestion", reports.update);
  const remove = useApiMutation(recruitmentRoutes, "removeQuestion", reports.remove);
  const move = useApiMutation(recruitmentRoutes, "moveQuestion", { failure: "فشل تغيير الترتيب" });
  const rows = questions.data ?? [];

  const onMove = (id: string, direction: "up" | "down") => move.mutate({ params: { id }, body: { direction } });

  return (
    <CrudListTab
      label="الأسئلة"
      addLabel="إضافة سؤال"
      query={questions}
      headers={["الترتيب", "السؤال", "نوع الإجابة", "الحالة", "تغيير الترتيب", "الإجراءات"]}
      emptyText="لا توجد أسئلة بعد"
      create={create}
      update={update}
      remove={remove}
      rowName={(row) => row.question}
      deleteNote="تبقى الإجابات السابقة عليه محفوظة وتظهر كسؤال محذوف."
      cells={(row, index) => (
        <>
          <TableCell className="w-16 text-center font-semibold">{row.order}</TableCell>
          <TableCell className="min-w-48 font-semibold">{row.question}</TableCell>
          <TableCell className="min-w-40 text-sm text-neutral-600">
            {row.options?.length ? `اختيار من: ${row.options.join("، ")}` : "نص حر"}
          </TableCell>
          <TableCell>
            <ActiveBadgeText active={row.isActive} />
          </TableCell>
          <TableCell>
            <MoveButtons
              name={row.question}
              first={index === 0}
              last={index === rows.length - 1}
              pending={move.isPending}
              onMove={(direction) => onMove(row.id, direction)}
            />
          </TableCell>
        </>
      )}
      dialog={(props) => <QuestionDialog {...props} nextOrder={rows.length + 1} />}
    />
  );
}
