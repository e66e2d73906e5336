import { DeleteRowButton, EditRowButton } from "@/components/admin/row-action-buttons";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { name: string; onEdit: () => void; onDelete: () => void; deleteNote?: string; busy?: boolean };

/** Edit and delete (after a confirm prompt) for one row; names say which row for screen readers. */
export function RowActions({ name, onEdit, onDelete, deleteNote, busy }: Props) {
  return (
    <div className="flex items-center gap-1">
      <EditRowButton name={name} onClick={onEdit} />
      <ConfirmDialog
        trigger={<DeleteRowButton name={name} disabled={busy} />}
        title="تأكيد الحذف"
        description={
          <>
            هل أنت متأكد من حذف «{name}»؟ {deleteNote}
          </>
        }
        onConfirm={onDelete}
      />
    </div>
  );
}
