import type { OfferDto, OfferFormValues } from "@shared/schema/offers-forms";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
            toast({ title: "❌ خطأ في تحديث العرض", description: errorMessage(error, "فشل في تحديث العرض"), variant: "destructive" }),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast({ title: "تم إضافة العرض بنجاح" });
          onClose();
        },
        onError: (error) =>
          toast({ title: "❌ خطأ في إضافة العرض", description: errorMessage(error, "فشل في إضافة العرض"), variant: "destructive" }),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{offer ? "تعديل العرض" : "إضافة عرض جديد"}</DialogTitle>
          <DialogDescription>يظهر للزوار شارة الخصم عندما يكون السعر بعد الخصم أقل من الأصلي.</DialogDescription>
        </DialogHeader>
        {open ? (
          <OfferForm
            key={offer?.id ?? "new"}
            offer={offer}
            pending={create.isPending || update.isPending}
            onSubmit={submit}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
