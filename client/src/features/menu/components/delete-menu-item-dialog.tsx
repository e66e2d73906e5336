import type { MenuItemDto } from "@shared/schema/menu-forms";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { toast } from "@/components/ui/use-toast";
import { useDeleteMenuItem } from "../api/delete-menu-item";

export function DeleteMenuItemDialog({ item, onClose }: { item: MenuItemDto | null; onClose: () => void }) {
  const remove = useDeleteMenuItem();
  return (
    <AlertDialog open={!!item} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>حذف الصنف</AlertDialogTitle>
          <AlertDialogDescription>هل أنت متأكد من حذف «{item?.name}»؟ لا يمكن التراجع عن ذلك.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>إلغاء</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              if (!item) return;
              remove.mutate(item.id, { onSuccess: () => toast({ title: "تم حذف الصنف بنجاح" }) });
            }}
          >
            حذف
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
