import type { OfferDto } from "@shared/api/offers.contract";
import type { OfferFormValues } from "@shared/schema/offers-forms";
import { FormDialog } from "@/components/admin/form-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { OfferForm } from "./offer-form";
import { offersRoutes } from "@shared/api/offers.routes";

export type OfferDialogProps = { open: boolean; offer: OfferDto | null; onClose: () => void };

export function OfferDialog({ open, offer, onClose }: OfferDialogProps) {
  const create = useApiMutation(offersRoutes, "create", {
    success: "تم إضافة العرض بنجاح",
    failure: "❌ خطأ في إضافة العرض",
    fallback: "فشل في إضافة العرض",
  });
  const update = useApiMutation(offersRoutes, "update", {
    success: "تم تحديث العرض بنجاح",
    failure: "❌ خطأ في تحديث العرض",
    fallback: "فشل في تحديث العرض",
  });

  const submit = (body: OfferFormValues) => {
    if (offer) update.mutate({ params: { id: offer.id }, body }, { onSuccess: onClose });
    else create.mutate({ body }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={offer ? "تعديل العرض" : "إضافة عرض جديد"}
      description="يظهر للزوار شارة الخصم عندما يكون السعر بعد الخصم أقل من الأصلي."
      className="max-w-2xl"
    >
      <OfferForm
        key={offer?.id ?? "new"}
        offer={offer}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
      />
    </FormDialog>
  );
}
