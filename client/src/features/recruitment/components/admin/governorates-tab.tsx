import { governorateSchema } from "@shared/schema/recruitment-forms";
import { TableCell } from "@/components/ui/table";
import { useApiMutation } from "@/lib/api-mutation";
import { useAreas, useGovernorates } from "../../api/catalog-queries";
import { ActiveBadgeText } from "./active-switch";
import { CrudListTab, crudReports } from "./crud-list-tab";
import { NameDialog } from "./name-dialog";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

export function GovernoratesTab() {
  const governorates = useGovernorates();
  const reports = crudReports("المحافظة");
  const create = useApiMutation(recruitmentRoutes, "createGovernorate", reports.create);
  const update = useApiMutation(recruitmentRoutes, "updateGovernorate", reports.update);
  const remove = useApiMutation(recruitmentRoutes, "removeGovernorate", reports.remove);
  // Applicants are offered only governorates that have an active area: say so where one has none.
  const areas = useAreas();
  const withArea = new Set(areas.data?.filter((area) => area.isActive).map((area) => area.governorateId));
  return (
    <CrudListTab
      label="المحافظات"
      addLabel="إضافة محافظة"
      query={governorates}
      headers={["اسم المحافظة", "الحالة", "الإجراءات"]}
      emptyText="لا توجد محافظات بعد"
      create={create}
      update={update}
      remove={remove}
      rowName={(row) => row.name}
      deleteNote="ستحذف مناطقها معها، وتبقى طلبات التوظيف محفوظة."
      cells={(row) => (
        <>
          <TableCell className="font-semibold">{row.name}</TableCell>
          <TableCell>
            <ActiveBadgeText active={row.isActive} />
            {row.isActive && areas.data && !withArea.has(row.id) ? (
              <p className="mt-1 text-xs text-amber-800">لا تظهر للمتقدمين حتى تُضاف لها منطقة نشطة</p>
            ) : null}
          </TableCell>
        </>
      )}
      dialog={({ row, ...props }) => (
        <NameDialog
          {...props}
          title={row ? "تعديل المحافظة" : "إضافة محافظة"}
          field="name"
          label="اسم المحافظة"
          schema={governorateSchema}
          initial={row && { text: row.name, isActive: row.isActive }}
        />
      )}
    />
  );
}
