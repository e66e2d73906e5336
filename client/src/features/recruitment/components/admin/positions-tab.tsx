import { positionSchema } from "@shared/schema/recruitment-forms";
import { TableCell } from "@/components/ui/table";
import { useApiMutation } from "@/lib/api-mutation";
import { usePositions } from "../../api/catalog-queries";
import { ActiveBadgeText } from "./active-switch";
import { CrudListTab, crudReports } from "./crud-list-tab";
import { NameDialog } from "./name-dialog";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

export function PositionsTab() {
  const positions = usePositions();
  const reports = crudReports("الوظيفة");
  const create = useApiMutation(recruitmentRoutes, "createPosition", reports.create);
  const update = useApiMutation(recruitmentRoutes, "updatePosition", reports.update);
  const remove = useApiMutation(recruitmentRoutes, "removePosition", reports.remove);
  return (
    <CrudListTab
      label="الوظائف"
      addLabel="إضافة وظيفة"
      query={positions}
      headers={["اسم الوظيفة", "الحالة", "الإجراءات"]}
      emptyText="لا توجد وظائف بعد"
      create={create}
      update={update}
      remove={remove}
      rowName={(row) => row.title}
      deleteNote="تبقى طلبات التوظيف المقدمة عليها محفوظة."
      cells={(row) => (
        <>
          <TableCell className="font-semibold">{row.title}</TableCell>
          <TableCell>
            <ActiveBadgeText active={row.isActive} />
          </TableCell>
        </>
      )}
      dialog={({ row, ...props }) => (
        <NameDialog
          {...props}
          title={row ? "تعديل الوظيفة" : "إضافة وظيفة"}
          field="title"
          label="اسم الوظيفة"
          schema={positionSchema}
          initial={row && { text: row.title, isActive: row.isActive }}
        />
      )}
    />
  );
}
