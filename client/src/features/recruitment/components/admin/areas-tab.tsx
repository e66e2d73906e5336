import { useMemo } from "react";
import { TableCell } from "@/components/ui/table";
import { useCreateArea } from "../../api/create-area";
import { useDeleteArea } from "../../api/delete-area";
import { useAreas } from "../../api/get-areas";
import { useGovernorates } from "../../api/get-governorates";
import { useUpdateArea } from "../../api/update-area";
import { ActiveBadgeText } from "./active-switch";
import { AreaDialog } from "./area-dialog";
import { CrudListTab } from "./crud-list-tab";

export function AreasTab() {
  const areas = useAreas();
  const governorates = useGovernorates();
  const create = useCreateArea();
  const update = useUpdateArea();
  const remove = useDeleteArea();
  const governorateName = useMemo(
    () => new Map((governorates.data ?? []).map((governorate) => [governorate.id, governorate.name])),
    [governorates.data],
  );

  return (
    <CrudListTab
      label="المناطق"
      noun="المنطقة"
      addLabel="إضافة منطقة"
      query={areas}
      headers={["اسم المنطقة", "المحافظة", "الحالة", "الإجراءات"]}
      emptyText="لا توجد مناطق بعد"
      create={create}
      update={update}
      remove={remove}
      rowName={(row) => row.name}
      deleteNote="تبقى طلبات التوظيف المرتبطة بها محفوظة."
      cells={(row) => (
        <>
          <TableCell className="font-semibold">{row.name}</TableCell>
          <TableCell>{governorateName.get(row.governorateId) ?? "—"}</TableCell>
          <TableCell>
            <ActiveBadgeText active={row.isActive} />
          </TableCell>
        </>
      )}
      dialog={(props) => <AreaDialog {...props} governorates={governorates.data ?? []} />}
    />
  );
}
