import { useQuery } from "@tanstack/react-query";
import type { MenuItemDto } from "@shared/api/menu.contract";
import type { MenuItemFormValues } from "@shared/schema/menu-forms";
import { FormDialog } from "@/components/admin/form-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { adminCategoriesQuery } from "../api/menu-queries";
import { MenuItemForm } from "./menu-item-form";
import { menuRoutes } from "@shared/api/menu.routes";

// The server's message when there is one, else the "failed" text; a network failure gets the retry text.
const OFFLINE = "حدث خطأ أثناء حفظ الصنف. يرجى المحاولة مرة أخرى.";

export type MenuItemDialogProps = {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: MenuItemDto | null;
  onClose: () => void;
};

export function MenuItemDialog({ open, item, onClose }: MenuItemDialogProps) {
  const categories = useQuery(adminCategoriesQuery());
  const create = useApiMutation(menuRoutes, "create", {
    success: "تم إضافة الصنف بنجاح",
    failure: "❌ خطأ في إضافة الصنف",
    fallback: "فشل في إضافة الصنف",
    offline: OFFLINE,
  });
  const update = useApiMutation(menuRoutes, "update", {
    success: "تم تحديث الصنف بنجاح",
    failure: "❌ خطأ في تحديث الصنف",
    fallback: "فشل في تحديث الصنف",
    offline: OFFLINE,
  });

  const submit = (body: MenuItemFormValues) => {
    if (item) update.mutate({ params: { id: item.id }, body }, { onSuccess: onClose });
    else create.mutate({ body }, { onSuccess: onClose });
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
        categories={categories.data ?? []}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
      />
    </FormDialog>
  );
}
