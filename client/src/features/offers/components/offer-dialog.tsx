import type { OfferDto, OfferFormValues } from "@shared/schema/offers-forms";
import { FormDialog } from "@/components/admin/form-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCreateOffer } from "../api/create-offer";
import { useUpdateOffer } from "../api/update-offer";
import { OfferForm } from "./offer-form";

export type OfferDialogProps = { open: boolean; offer: OfferDto | null; onClose: () => void };

export function OfferDialog({ open, offer, onClose }: OfferDialogProps) {
  const create = useCreateOffer();
  const update = useUpdateOffer();

  const submit = (values: OfferFormValues) => {
    if (offer) {
      update.mutate(
        { id: offer.id, changes: values },
        {
          onSuccess: () => {
            toast({ title: "تم تحديث العرض بنجاح" });
            onClose();
          },
          onError: (error) =>
            toast({
              title: "❌ خطأ في تحديث العرض",
              description: errorMessage(error, "فشل في تحديث العرض"),
              variant: "destructive",
            }),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast({ title: "تم إضافة العرض بنجاح" });
          onClose();
        },
        onError: (error) =>
          toast({
            title: "❌ خطأ في إضافة العرض",
            description: errorMessage(error, "فشل في إضافة العرض"),
            variant: "destructive",
          }),
      });
    }
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
