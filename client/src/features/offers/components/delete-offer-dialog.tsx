import type { OfferDto } from "@shared/api/offers.contract";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { offersRoutes } from "@shared/api/offers.routes";

export function DeleteOfferDialog({ offer, onClose }: { offer: OfferDto | null; onClose: () => void }) {
  const remove = useApiMutation(offersRoutes, "remove", {
    success: "تم حذف العرض بنجاح",
    failure: "❌ خطأ في حذف العرض",
    fallback: "فشل في حذف العرض",
  });
  return (
    <ConfirmDialog
      open={!!offer}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="حذف العرض"
      description={<>هل أنت متأكد من حذف «{offer?.title}»؟ لا يمكن التراجع عن ذلك.</>}
      pending={remove.isPending}
      onConfirm={() => {
        if (!offer) return;
        remove.mutate({ params: { id: offer.id } });
      }}
    />
  );
}
