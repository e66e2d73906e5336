import type { MenuItemDto } from "@shared/api/menu.contract";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { menuRoutes } from "@shared/api/menu.routes";

export function DeleteMenuItemDialog({ item, onClose }: { item: MenuItemDto | null; onClose: () => void }) {
  const remove = useApiMutation(menuRoutes, "remove", {
    success: "تم حذف الصنف بنجاح",
    failure: "❌ خطأ في حذف الصنف",
    fallback: "فشل في حذف الصنف",
  });
  return (
    <ConfirmDialog
      open={!!item}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="حذف الصنف"
      description={<>هل أنت متأكد من حذف «{item?.name}»؟ لا يمكن التراجع عن ذلك.</>}
      pending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate({ params: { id: item.id } });
      }}
    />
  );
}
