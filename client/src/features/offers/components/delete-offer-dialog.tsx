import type { OfferDto } from "@shared/schema/offers-forms";
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
import { useDeleteOffer } from "../api/delete-offer";

export function DeleteOfferDialog({ offer, onClose }: { offer: OfferDto | null; onClose: () => void }) {
  const remove = useDeleteOffer();
  return (
    <AlertDialog open={!!offer} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>حذف العرض</AlertDialogTitle>
          <AlertDialogDescription>هل أنت متأكد من حذف «{offer?.title}»؟ لا يمكن التراجع عن ذلك.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>إلغاء</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              if (!offer) return;
              remove.mutate(offer.id, { onSuccess: () => toast({ title: "تم حذف العرض بنجاح" }) });
            }}
          >
            حذف
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
