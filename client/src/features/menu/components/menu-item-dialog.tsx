import type { MenuItemDto, MenuItemFormValues } from "@shared/schema/menu-forms";
import { FormDialog } from "@/components/admin/form-dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useCreateMenuItem } from "../api/create-menu-item";
import { useUpdateMenuItem } from "../api/update-menu-item";
import { MenuItemForm } from "./menu-item-form";

// SPEC.md 8: the server's message when there is one, else the "failed" text; a network failure gets the retry text.
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : "حدث خطأ أثناء حفظ الصنف. يرجى المحاولة مرة أخرى.";

export type MenuItemDialogProps = {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: MenuItemDto | null;
  onClose: () => void;
};

export function MenuItemDialog({ open, item, onClose }: MenuItemDialogProps) {
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();

  const submit = (values: MenuItemFormValues) => {
    if (item) {
      update.mutate(
        { id: item.id, changes: values },
        {
          onSuccess: () => {
            toast({ title: "تم تحديث الصنف بنجاح" });
            onClose();
          },
          onError: (error) =>
            toast({
              title: "❌ خطأ في تحديث الصنف",
              description: failure(error, "فشل في تحديث الصنف"),
              variant: "destructive",
            }),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast({ title: "تم إضافة الصنف بنجاح" });
          onClose();
        },
        onError: (error) =>
          toast({
            title: "❌ خطأ في إضافة الصنف",
            description: failure(error, "فشل في إضافة الصنف"),
            variant: "destructive",
          }),
      });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={item ? "تعديل الصنف" : "إضافة صنف جديد"}
      description="اترك السعر أو المكونات فارغة إن لم تكن متوفرة."
      className="max-w-2xl"
    >
      <MenuItemForm
        key={item?.id ?? "new"}
        item={item}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
      />
    </FormDialog>
  );
}
