import { useMemo } from "react";
import { TableCell } from "@/components/ui/table";
import { useApiMutation } from "@/lib/api-mutation";
import { useAreas, useGovernorates } from "../../api/catalog-queries";
import { ActiveBadgeText } from "./active-switch";
import { AreaDialog } from "./area-dialog";
import { CrudListTab, crudReports } from "./crud-list-tab";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import { useBranchLabel } from "@/hooks/use-branches";

export function AreasTab() {
  const areas = useAreas();
  // An area may still name a branch closed since: it reads by its name.
  const branchLabel = useBranchLabel();
  const governorates = useGovernorates();
  const reports = crudReports("المنطقة");
  const create = useApiMutation(recruitmentRoutes, "createArea", reports.create);
  const update = useApiMutation(recruitmentRoutes, "updateArea", reports.update);
  const remove = useApiMutation(recruitmentRoutes, "removeArea", reports.remove);
  const governorateName = useMemo(
    () => new Map((governorates.data ?? []).map((governorate) => [governorate.id, governorate.name])),
    [governorates.data],
  );

  return (
    <CrudListTab
      label="المناطق"
      addLabel="إضافة منطقة"
      query={areas}
      headers={["اسم المنطقة", "المحافظة", "الفرع", "الحالة", "الإجراءات"]}
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
          <TableCell>{row.branchSlug ? branchLabel(row.branchSlug) : "بلا فرع"}</TableCell>
          <TableCell>
            <ActiveBadgeText active={row.isActive} />
          </TableCell>
        </>
      )}
      dialog={(props) => <AreaDialog {...props} governorates={governorates.data ?? []} />}
    />
  );
}
