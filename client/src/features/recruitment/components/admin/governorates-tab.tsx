import { useState } from "react";
import { Plus } from "lucide-react";
import { governorateSchema, type GovernorateRow } from "@shared/schema/recruitment-forms";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { useCreateGovernorate } from "../../api/create-governorate";
import { useDeleteGovernorate } from "../../api/delete-governorate";
import { useGovernorates } from "../../api/get-governorates";
import { useUpdateGovernorate } from "../../api/update-governorate";
import { ActiveBadgeText } from "./active-switch";
import { toastCallbacks } from "./mutation-toasts";
import { NameDialog } from "./name-dialog";
import { ListTable } from "./list-table";
import { RowActions } from "./row-actions";

export function GovernoratesTab() {
  const governorates = useGovernorates();
  const create = useCreateGovernorate();
  const update = useUpdateGovernorate();
  const remove = useDeleteGovernorate();
  const [dialog, setDialog] = useState<{ open: boolean; row: GovernorateRow | null }>({ open: false, row: null });
  const close = () => setDialog({ open: false, row: null });

  return (
    <section aria-label="المحافظات" className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ open: true, row: null })}>
          <Plus aria-hidden="true" /> إضافة محافظة
        </Button>
      </div>
      <ListTable query={governorates} headers={["اسم المحافظة", "الحالة", "الإجراءات"]} emptyText="لا توجد محافظات بعد">
        {governorates.data?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="font-semibold">{row.name}</TableCell>
            <TableCell>
              <ActiveBadgeText active={row.isActive} />
            </TableCell>
            <TableCell>
              <RowActions
                name={row.name}
                deleteNote="ستحذف مناطقها معها، وتبقى طلبات التوظيف محفوظة."
                onEdit={() => setDialog({ open: true, row })}
                onDelete={() => remove.mutate(row.id, toastCallbacks("تم حذف المحافظة بنجاح", "فشل حذف المحافظة"))}
              />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <NameDialog
        open={dialog.open}
        onOpenChange={(open) => !open && close()}
        title={dialog.row ? "تعديل المحافظة" : "إضافة محافظة"}
        field="name"
        label="اسم المحافظة"
        schema={governorateSchema}
        initial={dialog.row && { text: dialog.row.name, isActive: dialog.row.isActive }}
        busy={create.isPending || update.isPending}
        onSave={(values) =>
          dialog.row
            ? update.mutate({ id: dialog.row.id, input: values }, toastCallbacks("تم تحديث المحافظة بنجاح", "فشل تحديث المحافظة", close))
            : create.mutate(values, toastCallbacks("تم إضافة المحافظة بنجاح", "فشل إضافة المحافظة", close))
        }
      />
    </section>
  );
}
