import { useState, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { ListTable } from "./list-table";
import { RowActions } from "./row-actions";

type Mutation<V> = { mutate: (input: V, options?: { onSuccess?: () => void }) => void; isPending: boolean };

/** The toasts of one tab's add, edit and delete, built from the record's name with its article. */
export const crudReports = (noun: string) => ({
  create: { success: `تم إضافة ${noun} بنجاح`, failure: `فشل إضافة ${noun}` },
  update: { success: `تم تحديث ${noun} بنجاح`, failure: `فشل تحديث ${noun}` },
  remove: { success: `تم حذف ${noun} بنجاح`, failure: `فشل حذف ${noun}` },
});

/** What a tab hands its add/edit dialog: row null means "add". */
export type RowDialogProps<Row, Values> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row: Row | null;
  busy: boolean;
  onSave: (values: Values) => void;
};

type Props<Row extends { id: string }, Values> = {
  /** Accessible name of the tab's section, e.g. "المحافظات". */
  label: string;
  addLabel: string;
  query: UseQueryResult<Row[]>;
  headers: string[];
  emptyText: string;
  /** The changes, made with crudReports' toasts. */
  create: Mutation<{ body: Values }>;
  update: Mutation<{ params: { id: string }; body: Values }>;
  remove: Mutation<{ params: { id: string } }>;
  rowName: (row: Row) => string;
  /** What happens to related data, said in the delete confirmation. */
  deleteNote: string;
  /** The row's cells before the actions column. */
  cells: (row: Row, index: number) => ReactNode;
  dialog: (props: RowDialogProps<Row, Values>) => ReactNode;
};

/** One recruitment settings tab: an add button, the list with edit/delete per row, and the add/edit dialog. */
export function CrudListTab<Row extends { id: string }, Values>(props: Props<Row, Values>) {
  const { label, addLabel, query, headers, emptyText, create, update, remove, rowName, deleteNote, cells } = props;
  const [dialog, setDialog] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const close = () => setDialog({ open: false, row: null });
  const editing = dialog.row;

  return (
    <section aria-label={label} className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ open: true, row: null })}>
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      </div>
      <ListTable query={query} headers={headers} emptyText={emptyText}>
        {query.data?.map((row, index) => (
          <TableRow key={row.id}>
            {cells(row, index)}
            <TableCell>
              <RowActions
                name={rowName(row)}
                deleteNote={deleteNote}
                onEdit={() => setDialog({ open: true, row })}
                onDelete={() => remove.mutate({ params: { id: row.id } })}
              />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      {props.dialog({
        open: dialog.open,
        onOpenChange: (open) => !open && close(),
        row: editing,
        busy: create.isPending || update.isPending,
        onSave: (values) =>
          editing
            ? update.mutate({ params: { id: editing.id }, body: values }, { onSuccess: close })
            : create.mutate({ body: values }, { onSuccess: close }),
      })}
    </section>
  );
}
