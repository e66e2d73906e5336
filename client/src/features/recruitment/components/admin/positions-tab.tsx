import { useState } from "react";
import { Plus } from "lucide-react";
import { positionSchema, type JobPositionRow } from "@shared/schema/recruitment-forms";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { useCreatePosition } from "../../api/create-position";
import { useDeletePosition } from "../../api/delete-position";
import { usePositions } from "../../api/get-positions";
import { useUpdatePosition } from "../../api/update-position";
import { ActiveBadgeText } from "./active-switch";
import { ListTable } from "./list-table";
import { toastCallbacks } from "./mutation-toasts";
import { NameDialog } from "./name-dialog";
import { RowActions } from "./row-actions";

export function PositionsTab() {
  const positions = usePositions();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const remove = useDeletePosition();
  const [dialog, setDialog] = useState<{ open: boolean; row: JobPositionRow | null }>({ open: false, row: null });
  const close = () => setDialog({ open: false, row: null });

  return (
    <section aria-label="الوظائف" className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ open: true, row: null })}>
          <Plus aria-hidden="true" /> إضافة وظيفة
        </Button>
      </div>
      <ListTable query={positions} headers={["اسم الوظيفة", "الحالة", "الإجراءات"]} emptyText="لا توجد وظائف بعد">
        {positions.data?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="font-semibold">{row.title}</TableCell>
            <TableCell>
              <ActiveBadgeText active={row.isActive} />
            </TableCell>
            <TableCell>
              <RowActions
                name={row.title}
                deleteNote="تبقى طلبات التوظيف المقدمة عليها محفوظة."
                onEdit={() => setDialog({ open: true, row })}
                onDelete={() => remove.mutate(row.id, toastCallbacks("تم حذف الوظيفة بنجاح", "فشل حذف الوظيفة"))}
              />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <NameDialog
        open={dialog.open}
        onOpenChange={(open) => !open && close()}
        title={dialog.row ? "تعديل الوظيفة" : "إضافة وظيفة"}
        field="title"
        label="اسم الوظيفة"
        schema={positionSchema}
        initial={dialog.row && { text: dialog.row.title, isActive: dialog.row.isActive }}
        busy={create.isPending || update.isPending}
        onSave={(values) =>
          dialog.row
            ? update.mutate({ id: dialog.row.id, input: values }, toastCallbacks("تم تحديث الوظيفة بنجاح", "فشل تحديث الوظيفة", close))
            : create.mutate(values, toastCallbacks("تم إضافة الوظيفة بنجاح", "فشل إضافة الوظيفة", close))
        }
      />
    </section>
  );
}
