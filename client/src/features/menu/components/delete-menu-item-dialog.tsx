import type { MenuItemDto } from "@shared/schema/menu-forms";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useDeleteMenuItem } from "../api/delete-menu-item";

export function DeleteMenuItemDialog({ item, onClose }: { item: MenuItemDto | null; onClose: () => void }) {
  const remove = useDeleteMenuItem();
  return (
    <ConfirmDialog
      open={!!item}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="حذف الصنف"
      description={<>هل أنت متأكد من حذف «{item?.name}»؟ لا يمكن التراجع عن ذلك.</>}
      pending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, { onSuccess: () => toast({ title: "تم حذف الصنف بنجاح" }) });
      }}
    />
  );
}
