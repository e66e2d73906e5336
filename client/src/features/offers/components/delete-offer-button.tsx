import type { OfferDto } from "@shared/api/offers.contract";
import { DeleteRowButton } from "@/components/admin/row-action-buttons";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { offersRoutes } from "@shared/api/offers.routes";

/** The row's bin button, which asks before deleting the offer. */
export function DeleteOfferButton({ offer }: { offer: OfferDto }) {
  const remove = useApiMutation(offersRoutes, "remove", {
    success: "تم حذف العرض بنجاح",
    failure: "❌ خطأ في حذف العرض",
    fallback: "فشل في حذف العرض",
  });
  return (
    <ConfirmDialog
      trigger={<DeleteRowButton name={offer.title} />}
      title="حذف العرض"
      description={<>هل أنت متأكد من حذف «{offer.title}»؟ لا يمكن التراجع عن ذلك.</>}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ params: { id: offer.id } })}
    />
  );
}
