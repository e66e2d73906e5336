import { governorateSchema } from "@shared/schema/recruitment-forms";
import { TableCell } from "@/components/ui/table";
import { useCreateGovernorate } from "../../api/create-governorate";
import { useDeleteGovernorate } from "../../api/delete-governorate";
import { useGovernorates } from "../../api/get-governorates";
import { useUpdateGovernorate } from "../../api/update-governorate";
import { ActiveBadgeText } from "./active-switch";
import { CrudListTab } from "./crud-list-tab";
import { NameDialog } from "./name-dialog";

export function GovernoratesTab() {
  const governorates = useGovernorates();
  const create = useCreateGovernorate();
  const update = useUpdateGovernorate();
  const remove = useDeleteGovernorate();
  return (
    <CrudListTab
      label="المحافظات"
      noun="المحافظة"
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
