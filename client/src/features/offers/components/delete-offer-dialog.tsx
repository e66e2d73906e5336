import type { OfferDto } from "@shared/schema/offers-forms";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useDeleteOffer } from "../api/delete-offer";

export function DeleteOfferDialog({ offer, onClose }: { offer: OfferDto | null; onClose: () => void }) {
  const remove = useDeleteOffer();
  return (
    <ConfirmDialog
      open={!!offer}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="حذف العرض"
      description={<>هل أنت متأكد من حذف «{offer?.title}»؟ لا يمكن التراجع عن ذلك.</>}
      pending={remove.isPending}
      onConfirm={() => {
        if (!offer) return;
        remove.mutate(offer.id, { onSuccess: () => toast({ title: "تم حذف العرض بنجاح" }) });
      }}
    />
  );
}
