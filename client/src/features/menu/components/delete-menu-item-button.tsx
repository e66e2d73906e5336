import type { MenuItemDto } from "@shared/api/menu.contract";
import { DeleteRowButton } from "@/components/admin/row-action-buttons";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { menuRoutes } from "@shared/api/menu.routes";

/** The row's bin button, which asks before deleting the dish. */
export function DeleteMenuItemButton({ item }: { item: MenuItemDto }) {
  const remove = useApiMutation(menuRoutes, "remove", {
    success: "تم حذف الصنف بنجاح",
    failure: "❌ خطأ في حذف الصنف",
    fallback: "فشل في حذف الصنف",
  });
  return (
    <ConfirmDialog
      trigger={<DeleteRowButton name={item.name} />}
      title="حذف الصنف"
      description={<>هل أنت متأكد من حذف «{item.name}»؟ لا يمكن التراجع عن ذلك.</>}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ params: { id: item.id } })}
    />
  );
}
