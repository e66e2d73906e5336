import { useMemo, useState } from "react";
import { Plus } from "lucide-react";
import type { AreaRow } from "@shared/schema/recruitment-forms";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { useCreateArea } from "../../api/create-area";
import { useDeleteArea } from "../../api/delete-area";
import { useAreas } from "../../api/get-areas";
import { useGovernorates } from "../../api/get-governorates";
import { useUpdateArea } from "../../api/update-area";
import { ActiveBadgeText } from "./active-switch";
import { AreaDialog } from "./area-dialog";
import { ListTable } from "./list-table";
import { toastCallbacks } from "./mutation-toasts";
import { RowActions } from "./row-actions";

export function AreasTab() {
  const areas = useAreas();
  const governorates = useGovernorates();
  const create = useCreateArea();
  const update = useUpdateArea();
  const remove = useDeleteArea();
  const [dialog, setDialog] = useState<{ open: boolean; row: AreaRow | null }>({ open: false, row: null });
  const close = () => setDialog({ open: false, row: null });
  const governorateName = useMemo(
    () => new Map((governorates.data ?? []).map((governorate) => [governorate.id, governorate.name])),
    [governorates.data],
  );

  return (
    <section aria-label="المناطق" className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ open: true, row: null })}>
          <Plus aria-hidden="true" /> إضافة منطقة
        </Button>
      </div>
      <ListTable query={areas} headers={["اسم المنطقة", "المحافظة", "الحالة", "الإجراءات"]} emptyText="لا توجد مناطق بعد">
        {areas.data?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="font-semibold">{row.name}</TableCell>
            <TableCell>{governorateName.get(row.governorateId) ?? "—"}</TableCell>
            <TableCell>
              <ActiveBadgeText active={row.isActive} />
            </TableCell>
            <TableCell>
              <RowActions
                name={row.name}
                deleteNote="تبقى طلبات التوظيف المرتبطة بها محفوظة."
                onEdit={() => setDialog({ open: true, row })}
                onDelete={() => remove.mutate(row.id, toastCallbacks("تم حذف المنطقة بنجاح", "فشل حذف المنطقة"))}
              />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <AreaDialog
        open={dialog.open}
        onOpenChange={(open) => !open && close()}
        row={dialog.row}
        governorates={governorates.data ?? []}
        busy={create.isPending || update.isPending}
        onSave={(values) =>
          dialog.row
            ? update.mutate({ id: dialog.row.id, input: values }, toastCallbacks("تم تحديث المنطقة بنجاح", "فشل تحديث المنطقة", close))
            : create.mutate(values, toastCallbacks("تم إضافة المنطقة بنجاح", "فشل إضافة المنطقة", close))
        }
      />
    </section>
  );
}
